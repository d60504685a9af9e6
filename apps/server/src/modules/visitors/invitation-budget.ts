import type { AppContext } from '../../lib/context.ts';
import { consume, createLimiter, type Limiter, rateLimitError } from '../../lib/rate-limit.ts';

const DAY_SECONDS = 24 * 60 * 60;

/** "about 3 hours", "20 minutes": how long until the budget refills, as a person would say it. */
function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 60) return minutes === 1 ? 'a minute' : `${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  return hours === 1 ? 'about an hour' : `about ${hours} hours`;
}

/**
 * Each invitation e-mails words a member chose to an address they chose, so every member and every group has a
 * daily budget (docs/product-rules.md "Visitors"), shared through Redis when several processes run. Unlike the
 * inbox's budget it fails closed: with the store down, no invitation goes out rather than unlimited ones. A count
 * in memory would not do either: every process, and every restart, would grant each member a fresh day's budget
 * of e-mails to strangers, while an invitation can wait for Redis (docs/redis.md "Without Redis").
 */
export class InvitationBudget {
  private readonly perMember: Limiter;
  private readonly perGroup: Limiter;

  constructor(private readonly ctx: AppContext) {
    const { limits } = ctx.config;
    this.perMember = createLimiter(
      { keyPrefix: 'invite-member', points: limits.invitationsPerMemberPerDay, duration: DAY_SECONDS },
      ctx.redis,
      'refuse',
    );
    this.perGroup = createLimiter(
      { keyPrefix: 'invite-group', points: limits.invitationsPerGroupPerDay, duration: DAY_SECONDS },
      ctx.redis,
      'refuse',
    );
  }

  /** Takes one invitation from the member's and the group's budgets atomically, or throws the 429. */
  async spend(memberId: number, groupId: number): Promise<void> {
    const { limits } = this.ctx.config;
    const mine = await consume(this.perMember, String(memberId));
    if (!mine.allowed) {
      throw rateLimitError(
        mine.msBeforeNext,
        `You have sent ${limits.invitationsPerMemberPerDay} invitations today, the most one member may send. ` +
          `You can invite again in ${waitText(mine.msBeforeNext)}.`,
      );
    }
    const group = await consume(this.perGroup, String(groupId));
    if (!group.allowed) {
      // Nothing was sent: the member keeps the invitation they were refused.
      await this.perMember.reward(String(memberId), 1);
      throw rateLimitError(
        group.msBeforeNext,
        `Your group has sent ${limits.invitationsPerGroupPerDay} invitations today, the most a group may send. ` +
          `You can invite again in ${waitText(group.msBeforeNext)}.`,
      );
    }
  }
}
