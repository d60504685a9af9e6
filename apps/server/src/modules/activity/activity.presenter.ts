import type { ActivityDetails, ActivityHistoryEntry, ActivityRecord } from '@chapter/shared/activity.schemas';
import { formatCents, formatNumber } from '@chapter/shared/format';
import { isSet } from '../../db/sql-values.ts';
import type { Principal } from '../../lib/principal.ts';
import { TEXT_LOCALE } from '../../lib/text-locale.ts';
import type { ActivityRow, selectHistory } from './activity.repository.ts';
import { actionsFor, canSeeAmount, nextStatusesOf, parseDetails } from './activity-rules.ts';

/** A record as this caller may see it: amounts only for the two members and leadership. */
export function presentActivity(caller: Principal, row: ActivityRow, unread: boolean, now: Date): ActivityRecord {
  const amountVisible = canSeeAmount(caller, row);
  const actions = actionsFor(caller, row, now);
  return {
    id: row.id,
    type: row.type,
    groupId: row.group_id,
    giver: { id: row.giver_id, name: row.giver_name },
    receiver: { id: row.receiver_id, name: row.receiver_name },
    status: row.status,
    approvalStatus: row.approval_status,
    approvalReason: row.approval_reason,
    amountCents: amountVisible ? row.amount_cents : null,
    currency: amountVisible ? row.currency : null,
    credits: row.credits,
    published: isSet(row.published),
    referralId: row.referral_id,
    summary: row.summary,
    details: amountVisible ? parseDetails(row) : withoutAmountCheck(parseDetails(row)),
    occurredAt: row.occurred_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    unread,
    actions,
    nextStatuses: actions.includes('set_status') ? nextStatusesOf(row) : [],
  };
}

type HistoryRow = Awaited<ReturnType<typeof selectHistory>>[number];

/** The thanked member's answer for an amount goes with the amount: hidden from those who do not see it. */
const withoutAmountCheck = ({ amountCheck: _hidden, ...details }: ActivityDetails): ActivityDetails => details;

/**
 * A referral's progress notes are its receiver's own (docs/referral-follow-up.md "What the giver sees"): the giver
 * and the leaders see each status change, not what the receiver wrote about the deal. What the thanked member said
 * of an amount ("I heard it was $2,000") is for those who see the amount.
 */
function noteHidden(caller: Principal, record: ActivityRow, h: HistoryRow): boolean {
  if (record.type === 'referral' && h.action === 'status' && h.actor_id === record.receiver_id) {
    return caller.userId !== h.actor_id;
  }
  if (h.action === 'amount_confirmed' || h.action === 'amount_questioned') return !canSeeAmount(caller, record);
  return false;
}

export function presentHistory(rows: HistoryRow[], record: ActivityRow, caller: Principal): ActivityHistoryEntry[] {
  return rows.map((h) => ({
    id: h.id,
    action: h.action,
    fromStatus: h.from_status,
    toStatus: h.to_status,
    note: noteHidden(caller, record, h) ? null : h.note,
    actor: h.actor_id !== null && h.actor_name !== null ? { id: h.actor_id, name: h.actor_name } : null,
    createdAt: h.created_at,
  }));
}

/** "$1,837.00", "€250.00": how a leader reads an amount in the audit log and e-mails (en-US, like the server's texts). */
export function money(cents: number | null, currency: string | null, locale: string = TEXT_LOCALE): string {
  if (cents === null) return '';
  if (currency) return formatCents(cents, currency, locale);
  return formatNumber(cents / 100, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** A one-line description for audit entries and e-mails. */
export function describe(
  row: Pick<ActivityRow, 'type' | 'giver_name' | 'receiver_name' | 'summary' | 'amount_cents' | 'currency'>,
): string {
  switch (row.type) {
    case 'referral':
      return `Referral from ${row.giver_name} to ${row.receiver_name} (${row.summary})`;
    case 'closed_business':
      return `Thanks from ${row.giver_name} to ${row.receiver_name} for closed business of ${money(row.amount_cents, row.currency)}`;
    case 'one_to_one':
      return `One-to-one between ${row.giver_name} and ${row.receiver_name}`;
    case 'testimonial':
      return `Testimonial from ${row.giver_name} for ${row.receiver_name}`;
    case 'training_credit':
      return `Training credit for ${row.receiver_name}: ${row.summary}`;
  }
}
