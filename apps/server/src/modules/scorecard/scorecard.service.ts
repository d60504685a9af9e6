import type { ActivityDetails } from '@chapter/shared/activity.schemas';
import { hasPermission } from '@chapter/shared/permissions';
import { isLeadership } from '@chapter/shared/roles';
import {
  type FunnelReport,
  type GroupLights,
  type Matrix,
  type MatrixKind,
  type MemberSummary,
  type Numbers,
  type PendingActions,
  RECENT_ACTIVITY_LIMIT,
  type RecentActivity,
  type Scorecard,
} from '@chapter/shared/scorecard.schemas';
import type { AtRiskList, Warnings } from '@chapter/shared/scorecard-warnings.schemas';
import {
  type NextPeriod,
  scoreTrafficLight,
  TRAFFIC_LIGHT_WEEKS,
  type TrafficLight,
} from '@chapter/shared/traffic-light';
import type { Selectable } from 'kysely';
import type { GroupTable } from '../../db/schema.ts';
import { toStamp } from '../../db/sql-values.ts';
import { inCallersGroup, targetGroup } from '../../kernel/group-scope.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { addMonths } from '../../lib/dates.ts';
import type { Principal } from '../../lib/principal.ts';
import { selectGroupCurrency } from '../activity/activity.repository.ts';
import { selectFunnelReferrals, selectFunnelRevenue } from '../activity/referral-funnel.repository.ts';
import { funnelOf } from '../activity/referral-funnel.ts';
import { chapterAtRisk } from './at-risk.ts';
import {
  countPendingMentorshipApplications,
  emptyFigures,
  type Figures,
  type FigureWindow,
  findMemberOf,
  selectActiveMembers,
  selectFigures,
  selectFigureWindows,
  selectGroup,
  selectMarks,
  selectOpenOneToOnes,
  selectPairs,
  selectPublishedTestimonials,
  selectRecent,
} from './scorecard.repository.ts';
import { attendanceAhead, lightPeriods, type Period } from './scoring-period.ts';
import { memberWarnings } from './warnings.ts';

const DAY = 86_400_000;
const WEEK = 7 * DAY;

/** Leaders (the leadership roles with view_activity) and platform admins see every member's light and matrix. */
const leads = (caller: Principal) =>
  caller.isAdmin || (isLeadership(caller.role) && hasPermission(caller, 'view_activity'));

function toNumbers(f: Figures, showAmount: boolean, currency: string): Numbers {
  return {
    referralsGiven: f.referralsGiven,
    referralsReceived: f.referralsReceived,
    oneToOnes: f.oneToOnes,
    visitors: f.visitors,
    trainingCredits: f.trainingCredits,
    testimonialsGiven: f.testimonialsGiven,
    tyfcbAmount: showAmount ? f.tyfcbCents / 100 : null,
    currency,
    attendance: f.expected > 0 ? { attended: f.attended, expected: f.expected } : null,
  };
}

type Light = TrafficLight & { period: { from: string; until: string; nextLightOn: string } };

function lightFor(f: Figures, period: Period, nextLightOn: Date, next?: NextPeriod): Light {
  const light = scoreTrafficLight({
    attendance: f.expected > 0 ? { attended: f.attended, expected: f.expected } : null,
    referralsGiven: f.referralsGiven,
    oneToOnes: f.oneToOnes,
    visitorsBrought: f.visitors,
    trainingCredits: f.trainingCredits,
    tyfcbAmount: f.tyfcbCents / 100,
    weeks: period.weeks,
    next,
  });
  return {
    ...light,
    period: { from: toStamp(period.from), until: toStamp(period.until), nextLightOn: toStamp(nextLightOn) },
  };
}

/** The next light's period as far as it has gone, with the attendance the coming lights would score. */
function nextPeriod(f: Figures, weeks: number, ahead: NextPeriod['attendanceAhead']): NextPeriod {
  return {
    weeks,
    referralsGiven: f.referralsGiven,
    oneToOnes: f.oneToOnes,
    visitorsBrought: f.visitors,
    trainingCredits: f.trainingCredits,
    tyfcbAmount: f.tyfcbCents / 100,
    attendanceAhead: ahead,
  };
}

/** A window's bounds as the queries take them: records up to the period's end, excluding it. */
const scope = (groupId: number, p: Period, userIds?: number[], timeZone?: string) => ({
  groupId,
  since: toStamp(p.from),
  until: toStamp(new Date(p.until.getTime() - 1)),
  userIds,
  timeZone,
});

/** Live numbers and traffic lights from the activity, meeting and visitor records (never a stored batch). */
export class ScorecardService {
  constructor(private readonly ctx: AppContext) {}

  private period() {
    const now = this.ctx.clock.now();
    return {
      now,
      since: toStamp(new Date(now.getTime() - TRAFFIC_LIGHT_WEEKS * WEEK)),
      weekSince: toStamp(new Date(now.getTime() - WEEK)),
      // Every window ends now, with a day's tolerance for records dated in the group's tomorrow.
      until: toStamp(new Date(now.getTime() + DAY)),
    };
  }

  /**
   * A member's light over the period it scores (docs/decisions/0007-completed-period-scoring.md), with steps
   * counted against the next light's period, and the figures behind it.
   */
  private async light(
    group: Selectable<GroupTable>,
    member: { id: number; joined_at: string | null },
    also?: FigureWindow,
  ) {
    const now = this.ctx.clock.now();
    const { current, next, nextLightOn } = lightPeriods(now, group.timezone, member.joined_at);
    // The next period runs to now, with a day's tolerance for records dated in the group's tomorrow.
    const running = { ...next, until: new Date(now.getTime() + DAY) };
    // The scored months, the next light's months so far and (for my numbers) the last week: one pass.
    const windows = [scope(group.id, current), scope(group.id, running), ...(also ? [also] : [])];
    const [[figures, sofar, extra], marks] = await Promise.all([
      selectFigureWindows(this.ctx.db, { groupId: group.id, userIds: [member.id], timeZone: group.timezone }, windows),
      selectMarks(this.ctx.db, group.id, member.id, toStamp(next.from)),
    ]);
    const f = figures?.get(member.id) ?? emptyFigures();
    const ahead = attendanceAhead(now, group, member.joined_at, marks);
    const upcoming = nextPeriod(sofar?.get(member.id) ?? emptyFigures(), next.weeks, ahead);
    return {
      figures: f,
      also: extra?.get(member.id) ?? emptyFigures(),
      since: toStamp(current.from),
      until: toStamp(current.until),
      light: lightFor(f, current, nextLightOn, upcoming),
    };
  }

  /** A member of the caller's group the caller may look at; 404 for anyone else. */
  private async member(caller: Principal, userId: number, needsLeader: boolean) {
    const self = userId === caller.userId;
    // Members may see who else is in the group (roster) but not their lights: a refusal, not a hidden resource.
    if (!self && needsLeader && !leads(caller)) throw new AppError('PERMISSION_DENIED', 'Permission denied');
    const row = await findMemberOf(this.ctx.db, userId);
    if (!row || (!self && (row.status !== 'active' || !inCallersGroup(caller, row.group_id)))) throw notFound('Member');
    return row;
  }

  /** My numbers (last 7 days and the light's six months) and traffic light; leaders may ask for a member. */
  async scorecard(caller: Principal, userId: number = caller.userId): Promise<Scorecard> {
    const member = await this.member(caller, userId, true);
    const { weekSince, until } = this.period();
    const group = await selectGroup(this.ctx.db, member.group_id);
    const [scored, currency] = await Promise.all([
      this.light(group, member, { since: weekSince, until }),
      selectGroupCurrency(this.ctx.db, member.group_id),
    ]);
    return {
      user: { id: member.id, name: member.name },
      since: scored.since,
      until: scored.until,
      weekSince,
      week: toNumbers(scored.also, true, currency),
      sixMonths: toNumbers(scored.figures, true, currency),
      trafficLight: scored.light,
    };
  }

  /** What a profile shows: the light's six months (amounts and the light for the member and leaders), testimonials. */
  async summary(caller: Principal, userId: number): Promise<MemberSummary> {
    const member = await this.member(caller, userId, false);
    const private_ = userId === caller.userId || leads(caller);
    const group = await selectGroup(this.ctx.db, member.group_id);
    const [scored, testimonials, currency] = await Promise.all([
      this.light(group, member),
      selectPublishedTestimonials(this.ctx.db, userId),
      selectGroupCurrency(this.ctx.db, member.group_id),
    ]);
    return {
      userId,
      since: scored.since,
      until: scored.until,
      sixMonths: toNumbers(scored.figures, private_, currency),
      trafficLight: private_ ? scored.light : null,
      testimonials: testimonials.map((t) => ({
        id: t.id,
        author: { id: t.giver_id, name: t.giver_name },
        text: readDetails(t.details).text ?? t.summary,
        createdAt: t.created_at,
      })),
    };
  }

  private leaderGroup(caller: Principal, groupId: number | undefined): number {
    if (!leads(caller)) throw new AppError('PERMISSION_DENIED', 'Permission denied');
    return targetGroup(caller, groupId);
  }

  /** Every active member's light, lowest total first, and how many of each colour. */
  async group(caller: Principal, groupId: number | undefined): Promise<GroupLights> {
    const id = this.leaderGroup(caller, groupId);
    const now = this.ctx.clock.now();
    const [group, members] = await Promise.all([selectGroup(this.ctx.db, id), selectActiveMembers(this.ctx.db, id)]);
    const { current: whole, nextLightOn } = lightPeriods(now, group.timezone, null);
    const figures = await selectFigures(this.ctx.db, scope(id, whole, undefined, group.timezone));
    const counts = { green: 0, amber: 0, red: 0, grey: 0 };
    const items = await Promise.all(
      members.map(async (m) => {
        const { current } = lightPeriods(now, group.timezone, m.joined_at);
        // Members who joined during the period are counted from their joining only (a few each time).
        const f =
          current.from.getTime() === whole.from.getTime()
            ? figures.get(m.id)
            : (await selectFigures(this.ctx.db, scope(id, current, [m.id], group.timezone))).get(m.id);
        const light = lightFor(f ?? emptyFigures(), current, nextLightOn);
        counts[light.colour]++;
        return {
          userId: m.id,
          name: m.name,
          classification: m.classification,
          total: light.total,
          colour: light.colour,
          attendanceMissing: light.attendanceMissing,
          referralsGiven: f?.referralsGiven ?? 0,
          oneToOnes: f?.oneToOnes ?? 0,
        };
      }),
    );
    items.sort((a, b) => a.total - b.total || a.name.localeCompare(b.name));
    return { items, counts };
  }

  /** Who gave referrals to whom (or met whom) over six months, between the group's active members. */
  async matrix(caller: Principal, kind: MatrixKind, groupId: number | undefined): Promise<Matrix> {
    const group = this.leaderGroup(caller, groupId);
    const { since, until } = this.period();
    const [members, pairs] = await Promise.all([
      selectActiveMembers(this.ctx.db, group),
      selectPairs(this.ctx.db, { groupId: group, since, until }, kind),
    ]);
    const ids = new Set(members.map((m) => m.id));
    const cells = new Map<string, { from: number; to: number; count: number }>();
    const put = (from: number, to: number, n: number) => {
      const key = `${from}:${to}`;
      const cell = cells.get(key) ?? { from, to, count: 0 };
      cell.count += n;
      cells.set(key, cell);
    };
    for (const p of pairs) {
      if (!ids.has(p.giver_id) || !ids.has(p.receiver_id)) continue;
      put(p.giver_id, p.receiver_id, Number(p.n));
      // A one-to-one is met by both: the picture is symmetric.
      if (kind === 'oneToOnes') put(p.receiver_id, p.giver_id, Number(p.n));
    }
    const list = [...cells.values()];
    return {
      kind,
      since,
      members: members.map((m) => ({ id: m.id, name: m.name })),
      cells: list,
      max: list.reduce((max, c) => Math.max(max, c.count), 0),
    };
  }

  /** The group's latest final records, with who and what kind only. */
  async recent(caller: Principal): Promise<RecentActivity> {
    if (caller.groupId === null) return { items: [] };
    const rows = await selectRecent(this.ctx.db, caller.groupId, RECENT_ACTIVITY_LIMIT);
    return {
      items: rows.map((r) => ({
        id: r.id,
        type: r.type,
        giver: { id: r.giver_id, name: r.giver_name },
        receiver: { id: r.receiver_id, name: r.receiver_name },
        credits: r.type === 'training_credit' ? r.credits : null,
        at: r.updated_at,
      })),
    };
  }

  /**
   * What the chapter's referrals of the last `months` turned into (docs/referral-follow-up.md "The funnel"): the
   * caller's own, the chapter's, and for its leaders every member's. Three queries, whatever the chapter's size.
   */
  async funnel(caller: Principal, months: number, groupId: number | undefined): Promise<FunnelReport> {
    const id = targetGroup(caller, groupId);
    const since = toStamp(addMonths(this.ctx.clock.now(), -months));
    const currency = await selectGroupCurrency(this.ctx.db, id);
    const lead = leads(caller);
    const [referrals, revenueRows, members] = await Promise.all([
      selectFunnelReferrals(this.ctx.db, id, since),
      selectFunnelRevenue(this.ctx.db, id, since, currency),
      lead ? selectActiveMembers(this.ctx.db, id) : Promise.resolve(null),
    ]);
    const revenue = new Map(revenueRows.map((r) => [r.referral_id as number, Number(r.cents)]));
    const of = (userId: number) =>
      funnelOf(
        referrals.filter((r) => r.giver_id === userId),
        referrals.filter((r) => r.receiver_id === userId),
        revenue,
      );
    // The chapter's business is its leaders' to see: a member's share could show one deal through the total.
    const chapter = funnelOf(referrals, referrals, revenue);
    return {
      months,
      since,
      currency,
      me: of(caller.userId),
      chapter: lead ? chapter : { ...chapter, revenueCents: null, givenRevenueCents: null },
      members: members?.map((m) => ({ member: { id: m.id, name: m.name }, figures: of(m.id) })) ?? null,
    };
  }

  /** The signed-in member's own warnings on home (docs/chapter-rules.md "Warnings"). */
  async warnings(caller: Principal): Promise<Warnings> {
    const member = await this.member(caller, caller.userId, false);
    const group = await selectGroup(this.ctx.db, member.group_id);
    return memberWarnings(this.ctx.db, this.ctx.clock.now(), group, member);
  }

  /** The chapter's at-risk list for those who manage its members (docs/chapter-rules.md "At-risk list"). */
  async atRisk(caller: Principal, groupId: number | undefined): Promise<AtRiskList> {
    const group = await selectGroup(this.ctx.db, targetGroup(caller, groupId));
    return { members: await chapterAtRisk(this.ctx.db, this.ctx.clock.now(), group) };
  }

  /** One-to-ones waiting on my answer and mentorship applications waiting on me as a mentor. */
  async pending(caller: Principal): Promise<PendingActions> {
    const [open, mentorship] = await Promise.all([
      selectOpenOneToOnes(this.ctx.db, caller.userId),
      countPendingMentorshipApplications(this.ctx.db, caller.userId),
    ]);
    const waiting = open.filter((r) => {
      const proposer = readDetails(r.details).proposedBy ?? r.giver_id;
      return proposer !== caller.userId;
    });
    return { oneToOneRequests: waiting.length, mentorshipApplications: mentorship };
  }
}

function readDetails(json: string): ActivityDetails {
  try {
    const parsed = JSON.parse(json) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as ActivityDetails) : {};
  } catch {
    return {};
  }
}
