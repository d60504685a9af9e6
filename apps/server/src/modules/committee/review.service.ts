import {
  REVIEW_MONTHS_BEFORE_RENEWAL,
  type RenewalReview,
  type ReviewDecision,
  type ReviewDueItem,
  type ReviewHistory,
} from '@chapter/shared/committee.schemas';
import { toStamp } from '../../db/sql-values.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { addMonths } from '../../lib/dates.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { textLanguage } from '../../lib/i18n.ts';
import type { Principal } from '../../lib/principal.ts';
import { findMember, type MemberRow } from '../members/members.repository.ts';
import {
  decideReview,
  findReview,
  insertReview,
  type ReviewRow,
  selectDueMembers,
  selectReviews,
} from './review.repository.ts';
import { reviewReminderEmail } from './review-emails.ts';

const present = (r: ReviewRow): RenewalReview => ({
  id: r.id,
  renewalDue: r.renewal_due,
  checkedInAt: r.checked_in_at,
  checkInNotes: r.check_in_notes,
  checkedInBy: r.checked_in_by_name,
  decision: r.decision,
  decisionNotes: r.decision_notes,
  decidedBy: r.decided_by_name,
  decidedAt: r.decided_at,
});

/**
 * The committee's renewal review (docs/membership-committee.md "Renewal review"): members due within five months
 * are listed "check-in due"; the committee records the check-in, then decides, and the member gets a reminder.
 * One review per member and renewal date; the reviews of past dates are the member's history.
 */
export class ReviewService {
  constructor(private readonly ctx: AppContext) {}

  private group(caller: Principal): number {
    if (caller.groupId === null) throw new AppError('PERMISSION_DENIED', 'Permission denied');
    return caller.groupId;
  }

  async due(caller: Principal): Promise<{ items: ReviewDueItem[] }> {
    const until = toStamp(addMonths(this.ctx.clock.now(), REVIEW_MONTHS_BEFORE_RENEWAL));
    const members = await selectDueMembers(this.ctx.db, this.group(caller), until);
    const reviews = await selectReviews(
      this.ctx.db,
      this.group(caller),
      members.map((m) => m.id),
    );
    return {
      items: members.map((m) => {
        const review = reviews.find((r) => r.user_id === m.id && r.renewal_due === m.renewal_due);
        const decided = review?.decision && review.decision !== 'defer';
        return {
          userId: m.id,
          name: m.name,
          classification: m.classification,
          renewalDue: m.renewal_due as string,
          state: !review ? 'check_in_due' : decided ? 'decided' : 'awaiting_decision',
          review: review ? present(review) : null,
        };
      }),
    };
  }

  private async member(caller: Principal, userId: number): Promise<MemberRow> {
    const row = await findMember(this.ctx.db, userId);
    if (!row || row.group_id !== this.group(caller)) throw notFound('Member');
    return row;
  }

  async history(caller: Principal, userId: number): Promise<ReviewHistory> {
    const row = await this.member(caller, userId);
    return { name: row.name, items: (await selectReviews(this.ctx.db, row.group_id, [userId])).map(present) };
  }

  /** The current renewal cycle of an active member whose renewal is within the review window. */
  private async cycle(caller: Principal, userId: number): Promise<MemberRow & { renewal_due: string }> {
    const row = await this.member(caller, userId);
    const until = toStamp(addMonths(this.ctx.clock.now(), REVIEW_MONTHS_BEFORE_RENEWAL));
    if (row.status !== 'active' || !row.renewal_due || row.renewal_due >= until) {
      throw new AppError('CONFLICT', `${row.name}'s renewal is not due for review yet.`);
    }
    return { ...row, renewal_due: row.renewal_due };
  }

  async checkIn(
    caller: Principal,
    userId: number,
    body: { date: string; notes: string },
  ): Promise<{ message: string }> {
    const row = await this.cycle(caller, userId);
    try {
      await insertReview(this.ctx.db, {
        group_id: row.group_id,
        user_id: userId,
        renewal_due: row.renewal_due,
        checked_in_at: body.date,
        check_in_notes: body.notes,
        checked_in_by: caller.userId,
        decision: null,
        decision_notes: null,
        decided_by: null,
        decided_at: null,
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('CONFLICT', `${row.name}'s check-in is already recorded.`);
      throw err;
    }
    return { message: 'Check-in recorded' };
  }

  /**
   * Records the decision and e-mails the member their reminder in the same transaction. A deferred review may be
   * decided again; renew and do-not-renew are final for the renewal date.
   */
  async decide(
    caller: Principal,
    userId: number,
    body: { decision: ReviewDecision; notes?: string | undefined },
  ): Promise<{ message: string }> {
    const row = await this.cycle(caller, userId);
    const review = await findReview(this.ctx.db, userId, row.renewal_due);
    if (!review) throw new AppError('CONFLICT', `Record ${row.name}'s check-in before the decision.`);
    if (review.decision && review.decision !== 'defer') {
      throw new AppError('CONFLICT', `The committee has already decided on ${row.name}'s renewal.`);
    }
    const stamp = toStamp(this.ctx.clock.now());
    await this.ctx.db.transaction().execute(async (trx) => {
      // Two committee members deciding at once: the second finds the review decided and nothing is e-mailed twice.
      const changed = await decideReview(trx, review.id, {
        decision: body.decision,
        decision_notes: body.notes || null,
        decided_by: caller.userId,
        decided_at: stamp,
      });
      if (changed === 0) throw new AppError('CONFLICT', `The committee has already decided on ${row.name}'s renewal.`);
      await this.ctx.mail.enqueue(trx, {
        to: row.email,
        ...reviewReminderEmail(
          this.ctx.config.appUrl,
          row.group_name,
          row.renewal_due,
          body.decision,
          textLanguage(row.preferred_language, row.group_language),
        ),
      });
    });
    this.ctx.mail.flush();
    return { message: 'Decision recorded' };
  }
}
