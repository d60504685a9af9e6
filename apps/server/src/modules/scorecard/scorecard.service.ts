import type { ActivityDetails } from '@chapter/shared/activity.schemas';
import { hasPermission } from '@chapter/shared/permissions';
import { isLeadership } from '@chapter/shared/roles';
import {
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
import { scoreTrafficLight, TRAFFIC_LIGHT_WEEKS, type TrafficLight } from '@chapter/shared/traffic-light';
import { toStamp } from '../../db/sql-values.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import type { Principal } from '../../lib/principal.ts';
import { inCallersGroup, targetGroup } from '../members/member-access.ts';
import {
  countPendingMentorshipApplications,
  emptyFigures,
  type Figures,
  findMemberOf,
  selectActiveMembers,
  selectFigures,
  selectFigureWindows,
  selectGroupCurrency,
  selectOpenOneToOnes,
  selectPairs,
  selectPublishedTestimonials,
  selectRecent,
} from './scorecard.repository.ts';

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

/** Weeks the member can be scored on: six months, or fewer since they joined (at least one). */
function weeksFor(joinedAt: string | null, now: Date): number {
  if (!joinedAt) return TRAFFIC_LIGHT_WEEKS;
  const weeks = Math.ceil((now.getTime() - Date.parse(joinedAt)) / WEEK);
  return Math.min(TRAFFIC_LIGHT_WEEKS, Math.max(1, weeks));
}

function lightFor(f: Figures, weeks: number): TrafficLight {
  return scoreTrafficLight({
    attendance: f.expected > 0 ? { attended: f.attended, expected: f.expected } : null,
    referralsGiven: f.referralsGiven,
    oneToOnes: f.oneToOnes,
    visitorsBrought: f.visitors,
    trainingCredits: f.trainingCredits,
    tyfcbAmount: f.tyfcbCents / 100,
    weeks,
  });
}

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

  /** A member of the caller's group the caller may look at; 404 for anyone else. */
  private async member(caller: Principal, userId: number, needsLeader: boolean) {
    const self = userId === caller.userId;
    // Members may see who else is in the group (roster) but not their lights: a refusal, not a hidden resource.
    if (!self && needsLeader && !leads(caller)) throw new AppError('PERMISSION_DENIED', 'Permission denied');
    const row = await findMemberOf(this.ctx.db, userId);
    if (!row || (!self && (row.status !== 'active' || !inCallersGroup(caller, row.group_id)))) throw notFound('Member');
    return row;
  }

  /** My numbers (last 7 days and six months) and traffic light; leaders may ask for a member of their group. */
  async scorecard(caller: Principal, userId: number = caller.userId): Promise<Scorecard> {
    const member = await this.member(caller, userId, true);
    const { now, since, weekSince, until } = this.period();
    const scope = { groupId: member.group_id, userIds: [userId], until };
    // Six months and the last week in one pass (the week is inside the six months).
    const [figures, currency] = await Promise.all([
      selectFigureWindows(this.ctx.db, { ...scope, since }, weekSince),
      selectGroupCurrency(this.ctx.db, member.group_id),
    ]);
    const f = figures.all.get(userId) ?? emptyFigures();
    const week = figures.recent;
    return {
      user: { id: member.id, name: member.name },
      since,
      weekSince,
      week: toNumbers(week.get(userId) ?? emptyFigures(), true, currency),
      sixMonths: toNumbers(f, true, currency),
      trafficLight: lightFor(f, weeksFor(member.joined_at, now)),
    };
  }

  /** What a profile shows: six-month numbers (amounts and the light for the member and leaders), testimonials. */
  async summary(caller: Principal, userId: number): Promise<MemberSummary> {
    const member = await this.member(caller, userId, false);
    const { now, since, until } = this.period();
    const private_ = userId === caller.userId || leads(caller);
    const [figures, testimonials, currency] = await Promise.all([
      selectFigures(this.ctx.db, { groupId: member.group_id, since, until, userIds: [userId] }),
      selectPublishedTestimonials(this.ctx.db, userId),
      selectGroupCurrency(this.ctx.db, member.group_id),
    ]);
    const f = figures.get(userId) ?? emptyFigures();
    return {
      userId,
      sixMonths: toNumbers(f, private_, currency),
      trafficLight: private_ ? lightFor(f, weeksFor(member.joined_at, now)) : null,
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
    const group = this.leaderGroup(caller, groupId);
    const { now, since, until } = this.period();
    const [members, figures] = await Promise.all([
      selectActiveMembers(this.ctx.db, group),
      selectFigures(this.ctx.db, { groupId: group, since, until }),
    ]);
    const counts = { green: 0, amber: 0, red: 0, grey: 0 };
    const items = members.map((m) => {
      const f = figures.get(m.id) ?? emptyFigures();
      const light = lightFor(f, weeksFor(m.joined_at, now));
      counts[light.colour]++;
      return {
        userId: m.id,
        name: m.name,
        classification: m.classification,
        total: light.total,
        colour: light.colour,
        attendanceMissing: light.attendanceMissing,
        referralsGiven: f.referralsGiven,
        oneToOnes: f.oneToOnes,
      };
    });
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
