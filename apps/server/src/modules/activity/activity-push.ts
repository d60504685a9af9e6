import type { PushPayload } from '@chapter/shared/push.schemas';
import type { ActivityType } from '../../db/schema-activity.ts';
import { describe, money } from './activity.presenter.ts';
import type { ActivityRow } from './activity.repository.ts';

/** The web app's page for each kind of record (its Received tab is where a receiver finds it). */
const PAGE: Record<ActivityType, string> = {
  referral: 'referral',
  closed_business: 'closed-business',
  one_to_one: 'one-to-one',
  testimonial: 'testimonials',
  training_credit: 'training-credits',
};

const received = (type: ActivityType) => `/activity/${PAGE[type]}?filter=received`;

/**
 * The push a receiver gets for a new record (docs/installable-app.md): a referral, thanks for closed business, a
 * one-to-one request or a testimonial. A training credit is the member's own: no push.
 */
export function newRecordPush(row: ActivityRow): PushPayload | undefined {
  const tag = `activity-${row.id}`;
  const url = received(row.type);
  switch (row.type) {
    case 'referral':
      return { title: `New referral from ${row.giver_name}`, body: row.summary, url, tag };
    case 'closed_business':
      return {
        title: `${row.giver_name} thanked you for closed business`,
        body: `${money(row.amount_cents, row.currency)}: ${row.summary}`,
        url,
        tag,
      };
    case 'one_to_one':
      return { title: `${row.giver_name} asks for a one-to-one`, body: row.summary, url, tag };
    case 'testimonial':
      return { title: `${row.giver_name} wrote you a testimonial`, body: row.summary, url, tag };
    case 'training_credit':
      return undefined;
  }
}

/** What a record waiting for approval asks of the leaders who decide on it. */
export function approvalPush(row: ActivityRow): PushPayload {
  const what = row.type === 'closed_business' ? 'Thanks for closed business' : 'A referral';
  return {
    title: `${what} is waiting for your approval`,
    body: describe(row),
    url: '/admin/approvals',
    tag: `approval-${row.id}`,
  };
}

/** The permission that decides on a record of this type, for records that wait for approval. */
export const APPROVER_PERMISSION: Partial<Record<ActivityType, string>> = {
  referral: 'approve_referrals',
  closed_business: 'approve_business',
};

/** A one-to-one accepted, declined, rescheduled or completed: the other member hears what changed. */
export function oneToOnePush(row: ActivityRow, actorId: number, message: string): PushPayload {
  // The other member finds it in Received if they were asked, in Given if they asked.
  const box = row.giver_id === actorId ? 'received' : 'given';
  return {
    title: 'One-to-one',
    body: message,
    url: `/activity/one-to-one?filter=${box}`,
    tag: `activity-${row.id}`,
  };
}
