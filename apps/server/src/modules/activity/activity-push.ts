import * as webPaths from '@chapter/shared/web-paths';
import type { ActivityType } from '../../db/schema-activity.ts';
import type { Notice } from '../../lib/notifier.ts';
import { describe, money } from './activity.presenter.ts';
import type { ActivityRow } from './activity.repository.ts';
import { activityPath } from './activity-emails.ts';

/** The record itself, opened over its Received tab, where a receiver finds it again. */
const received = (row: ActivityRow) => activityPath(row.type, row.id, 'received');

/**
 * What a receiver is told of a new record (docs/notifications.md, docs/installable-app.md): a referral, thanks
 * for closed business, a one-to-one request or a testimonial. A training credit is the member's own: nothing.
 */
export function newRecordNotice(row: ActivityRow): Notice | undefined {
  const tag = `activity-${row.id}`;
  const link = received(row);
  switch (row.type) {
    case 'referral':
      return { kind: 'referral', title: `New referral from ${row.giver_name}`, body: row.summary, link, tag };
    case 'closed_business':
      return {
        kind: 'closed_business',
        title: `${row.giver_name} thanked you for closed business`,
        body: `${money(row.amount_cents, row.currency)}: ${row.summary}`,
        link,
        tag,
      };
    case 'one_to_one':
      return { kind: 'one_to_one', title: `${row.giver_name} asks for a one-to-one`, body: row.summary, link, tag };
    case 'testimonial':
      return { kind: 'testimonial', title: `${row.giver_name} wrote you a testimonial`, body: row.summary, link, tag };
    case 'training_credit':
      return undefined;
  }
}

/** What a record waiting for approval asks of the leaders who decide on it. */
export function approvalNotice(row: ActivityRow): Notice {
  const what = row.type === 'closed_business' ? 'Thanks for closed business' : 'A referral';
  return {
    kind: 'approval',
    title: `${what} is waiting for your approval`,
    body: describe(row),
    link: webPaths.adminApprovals,
    tag: `approval-${row.id}`,
  };
}

/** The permission that decides on a record of this type, for records that wait for approval. */
export const APPROVER_PERMISSION: Partial<Record<ActivityType, string>> = {
  referral: 'approve_referrals',
  closed_business: 'approve_business',
};

/** A one-to-one accepted, declined, rescheduled or completed: the other member hears what changed. */
export function oneToOneNotice(row: ActivityRow, actorId: number, message: string): Notice {
  // The other member finds it in Received if they were asked, in Given if they asked.
  const box = row.giver_id === actorId ? 'received' : 'given';
  return {
    kind: 'one_to_one',
    title: 'One-to-one',
    body: message,
    link: activityPath(row.type, row.id, box),
    tag: `activity-${row.id}`,
  };
}
