import {
  FUNNEL_STAGES,
  type FunnelStage,
  type VisitorFunnel,
  type VisitorFunnelFilter,
} from '@chapter/shared/visitor-follow-up.schemas';
import { toStamp } from '../../db/sql-values.ts';
import { targetGroup } from '../../kernel/group-scope.ts';
import { notFound } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import type { Principal } from '../../lib/principal.ts';
import { addLocalDays, localParts, zonedToUtc } from '../../lib/zoned-time.ts';
import { selectFunnelFacts } from './funnel.repository.ts';
import { findGroupBasics } from './thank-you.repository.ts';

type Fact = Awaited<ReturnType<typeof selectFunnelFacts>>[number];
type Counts = Record<FunnelStage, number>;

const zero = (): Counts => ({ invited: 0, confirmed: 0, attended: 0, applied: 0, joined: 0 });

/** Roles whose membership is not a member's: a visitor's own account, a substitute's. */
const NOT_MEMBER = new Set(['Visitor', 'Substitute']);

/**
 * The furthest stage a visitor reached; each stage counts everyone who reached it or a later one, so the funnel
 * never widens (docs/visitors.md "Funnel"). Joined: their account holds a member's membership of the group that is
 * no longer an application; applied: they applied (or joined); attended: checked in at a meeting; confirmed: they
 * accepted an invitation (or came).
 */
function furthestStage(f: Fact): FunnelStage {
  const joined =
    f.membership_status !== null &&
    f.membership_status !== 'pending' &&
    f.membership_role !== null &&
    !NOT_MEMBER.has(f.membership_role);
  if (joined) return 'joined';
  if (f.applied_at !== null || f.status === 'applied') return 'applied';
  if (f.first_visit_at !== null) return 'attended';
  if (f.accepted) return 'confirmed';
  return 'invited';
}

function add(counts: Counts, stage: FunnelStage): void {
  for (const s of FUNNEL_STAGES.slice(0, FUNNEL_STAGES.indexOf(stage) + 1)) counts[s]++;
}

/** The visitor funnel per inviter and per month of invitation (GET /api/visitors/funnel, leaders). */
export class VisitorFunnelService {
  constructor(private readonly ctx: AppContext) {}

  async funnel(caller: Principal, q: VisitorFunnelFilter): Promise<VisitorFunnel> {
    const group = await findGroupBasics(this.ctx.db, targetGroup(caller, q.groupId));
    if (!group) throw notFound('Group');
    // Whole days in the chapter's zone: from its first minute to the end of `to`.
    const [first, last] = q.from <= q.to ? [q.from, q.to] : [q.to, q.from];
    const from = toStamp(zonedToUtc(first, '00:00', group.timezone));
    const to = toStamp(zonedToUtc(addLocalDays(last, 1), '00:00', group.timezone));
    const facts = await selectFunnelFacts(this.ctx.db, group.id, from, to);

    const rows = new Map<string, VisitorFunnel['rows'][number]>();
    const byInviter = new Map<number | null, VisitorFunnel['byInviter'][number]>();
    const byMonth = new Map<string, VisitorFunnel['byMonth'][number]>();
    const totals = zero();
    for (const f of facts) {
      const month = localParts(new Date(f.created_at), group.timezone).date.slice(0, 7);
      const stage = furthestStage(f);
      const inviter = { inviterId: f.invited_by, inviterName: f.inviter_name ?? null };
      const key = `${f.invited_by ?? ''}|${month}`;
      const row = rows.get(key) ?? { ...inviter, month, ...zero() };
      const perInviter = byInviter.get(f.invited_by) ?? { ...inviter, ...zero() };
      const perMonth = byMonth.get(month) ?? { month, ...zero() };
      for (const counts of [row, perInviter, perMonth, totals]) add(counts, stage);
      rows.set(key, row);
      byInviter.set(f.invited_by, perInviter);
      byMonth.set(month, perMonth);
    }
    const byName = (a: { inviterName: string | null }, b: { inviterName: string | null }) =>
      (a.inviterName ?? '\uffff').localeCompare(b.inviterName ?? '\uffff');
    return {
      timezone: group.timezone,
      rows: [...rows.values()].sort((a, b) => a.month.localeCompare(b.month) || byName(a, b)),
      byInviter: [...byInviter.values()].sort(byName),
      byMonth: [...byMonth.values()].sort((a, b) => a.month.localeCompare(b.month)),
      totals,
    };
  }
}
