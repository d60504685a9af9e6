import { formatInstant } from '@chapter/shared/format';
import type { LanguageCode } from '@chapter/shared/languages';
import * as webPaths from '@chapter/shared/web-paths';
import type { ActivityType } from '../../db/schema-activity.ts';
import type { Notice } from '../../lib/notifier.ts';
import { formatLocaleOf } from '../../lib/text-locale.ts';
import { money } from './activity.presenter.ts';
import type { ActivityRow } from './activity.repository.ts';
import { activityPath, describeIn } from './activity-emails.ts';
import { activityText } from './messages.ts';

/** The record itself, opened over its Received tab, where a receiver finds it again. */
const received = (row: ActivityRow) => activityPath(row.type, row.id, 'received');

/**
 * What a receiver is told of a new record (docs/notifications.md, docs/installable-app.md), in their language: a
 * referral, thanks for closed business, a one-to-one request or a testimonial. A training credit is the member's
 * own: nothing.
 */
export function newRecordNotice(row: ActivityRow, language: LanguageCode): Notice | undefined {
  const tag = `activity-${row.id}`;
  const link = received(row);
  const giver = row.giver_name;
  switch (row.type) {
    case 'referral':
      return {
        kind: 'referral',
        title: activityText(language, 'newReferral', { giver }),
        body: row.summary,
        link,
        tag,
      };
    case 'closed_business':
      return {
        kind: 'closed_business',
        title: activityText(language, 'thankedYou', { giver }),
        body: activityText(language, 'amountAndSummary', {
          amount: money(row.amount_cents, row.currency, formatLocaleOf(language)),
          summary: row.summary,
        }),
        link,
        tag,
      };
    case 'one_to_one':
      return {
        kind: 'one_to_one',
        title: activityText(language, 'asksOneToOne', { giver }),
        body: row.summary,
        link,
        tag,
      };
    case 'testimonial':
      return {
        kind: 'testimonial',
        title: activityText(language, 'wroteTestimonial', { giver }),
        body: row.summary,
        link,
        tag,
      };
    case 'training_credit':
      return undefined;
  }
}

/** What a record waiting for approval asks of the leaders who decide on it, in their language. */
export function approvalNotice(row: ActivityRow, language: LanguageCode): Notice {
  return {
    kind: 'approval',
    title: activityText(language, 'waitingApproval', { type: row.type }),
    body: describeIn(row, language),
    link: webPaths.adminApprovals,
    tag: `approval-${row.id}`,
  };
}

/** The permission that decides on a record of this type, for records that wait for approval. */
export const APPROVER_PERMISSION: Partial<Record<ActivityType, string>> = {
  referral: 'approve_referrals',
  closed_business: 'approve_business',
};

/** What changed in a one-to-one: who did what, the time proposed, and their message. */
export interface OneToOneChange {
  who: string;
  action: 'accept' | 'decline' | 'propose' | 'confirm' | 'cancel';
  /** The new time of a proposal (an ISO instant). */
  proposedAt?: string;
  /** The group's time zone, which a proposed time is written in. */
  timezone?: string;
  message?: string | null;
}

/**
 * The one-line account of a one-to-one change, in `language`: "Ann accepted the one-to-one: See you there". English
 * keeps the proposed instant as it always read (ISO); the other languages write it in their form, in the group's zone.
 */
export function oneToOneMessage(change: OneToOneChange, language: LanguageCode): string {
  const words = activityText(language, 'oneToOneChange', { who: change.who, action: change.action });
  let when = change.proposedAt;
  if (when !== undefined && language !== 'en') {
    const options = { dateStyle: 'full', timeStyle: 'short' } as const;
    when = formatInstant(when, change.timezone ?? 'UTC', options, formatLocaleOf(language));
  }
  const proposed = when === undefined ? '' : ` ${activityText(language, 'proposedFor', { when })}`;
  return `${words}${proposed}${change.message ? `: ${change.message}` : ''}`;
}

/** A one-to-one accepted, declined, rescheduled or completed: the other member hears what changed, in their language. */
export function oneToOneNotice(
  row: ActivityRow,
  actorId: number,
  change: OneToOneChange,
  language: LanguageCode,
): Notice {
  // The other member finds it in Received if they were asked, in Given if they asked.
  const box = row.giver_id === actorId ? 'received' : 'given';
  return {
    kind: 'one_to_one',
    title: activityText(language, 'oneToOne'),
    body: oneToOneMessage(change, language),
    link: activityPath(row.type, row.id, box),
    tag: `activity-${row.id}`,
  };
}

/** The record opened over its Given tab, where its giver finds it again. */
const given = (row: Pick<ActivityRow, 'type' | 'id'>) => activityPath(row.type, row.id, 'given');

/**
 * What a referral's giver is told when its receiver reports progress, in the giver's language: the new status,
 * never the receiver's note (docs/referral-follow-up.md "What the giver sees").
 */
export function referralProgressNotice(row: ActivityRow, language: LanguageCode): Notice {
  return {
    kind: 'referral',
    title: activityText(language, 'referralProgress', { receiver: row.receiver_name, status: row.status }),
    body: row.summary,
    link: given(row),
    tag: `activity-${row.id}`,
  };
}

/** The gentle reminder to a referral's receiver when it has had no update for the chapter's number of days. */
export function referralQuietNotice(
  row: { id: number; summary: string; giver_name: string },
  days: number,
  language: LanguageCode,
): Notice {
  return {
    kind: 'referral',
    title: activityText(language, 'referralQuiet', { giver: row.giver_name }),
    body: activityText(language, 'referralQuietBody', { summary: row.summary, days, giver: row.giver_name }),
    link: activityPath('referral', row.id, 'received'),
    tag: `activity-${row.id}`,
  };
}

/**
 * What the member who recorded thanks for closed business is told when the thanked member answers for its amount:
 * confirmed, or questioned with their words.
 */
export function amountAnswerNotice(
  row: ActivityRow,
  confirmed: boolean,
  note: string | null,
  language: LanguageCode,
): Notice {
  const amount = money(row.amount_cents, row.currency, formatLocaleOf(language));
  return {
    kind: 'closed_business',
    title: activityText(language, 'amountAnswer', {
      receiver: row.receiver_name,
      answer: confirmed ? 'confirm' : 'question',
      amount,
    }),
    body: note ? activityText(language, 'amountQuestionBody', { note }) : row.summary,
    link: given(row),
    tag: `activity-${row.id}`,
  };
}
