import {
  ACTIVITY_STATUSES,
  type ActivityStatus,
  type ActivityType,
  APPROVAL_STATUSES,
  DETAILED_REFERRAL_STATUSES,
  REFERRAL_STATUSES,
} from '@chapter/shared/activity.labels';
import type { ActivityRecord } from '@chapter/shared/activity.schemas';
import { formatCalendarDate, formatDateTime } from '../../lib/format/index.ts';
import { activityMessages } from './messages.ts';

const { text } = activityMessages;

/** The web page slug of each API type (docs/product-rules.md "Activity records"). */
export const TYPE_OF_SLUG: Record<string, ActivityType> = {
  referral: 'referral',
  'closed-business': 'closed_business',
  'one-to-one': 'one_to_one',
  testimonials: 'testimonial',
  'training-credits': 'training_credit',
};

/** The statuses the catalogue's `statusName` words; any other is shown as the API sends it. */
const NAMED_STATUSES = new Set<string>([...ACTIVITY_STATUSES, ...APPROVAL_STATUSES]);

/** A record's status ("In progress", "Pending approval") in the active language. */
export const statusLabel = (status: string): string =>
  NAMED_STATUSES.has(status) ? text('statusName', { status }) : status;

/** Status filter choices per type; a referral's are its chapter's steps (docs/referral-follow-up.md "The steps"). */
export function statusFilters(type: ActivityType, detailedSteps: boolean): readonly ActivityStatus[] | undefined {
  if (type === 'referral') {
    return REFERRAL_STATUSES.filter((s) => detailedSteps || !DETAILED_REFERRAL_STATUSES.includes(s));
  }
  if (type === 'one_to_one') return ['requested', 'rescheduled', 'confirmed', 'completed', 'declined', 'cancelled'];
  return undefined;
}

/**
 * When a record happened. A one-to-one is a meeting at a time, shown in the group's zone; every other record is
 * dated by calendar day (the server keeps it at noon UTC), so it shows that day wherever the group is.
 */
export const occurredText = (r: Pick<ActivityRecord, 'type' | 'occurredAt'>, timeZone: string | undefined): string =>
  r.type === 'one_to_one' ? formatDateTime(r.occurredAt, timeZone) : formatCalendarDate(r.occurredAt);

/** The one-line headline of a record in a list. */
export function headline(r: ActivityRecord, box: 'given' | 'received' | 'group'): string {
  const who =
    box === 'given'
      ? text('toName', { name: r.receiver.name })
      : box === 'received'
        ? text('fromName', { name: r.giver.name })
        : `${r.giver.name} → ${r.receiver.name}`;
  if (r.type === 'training_credit')
    return r.giver.id === r.receiver.id ? r.summary : text('awardedBy', { summary: r.summary, name: r.giver.name });
  if (r.type === 'one_to_one')
    return box === 'given'
      ? text('withName', { name: r.receiver.name })
      : box === 'received'
        ? text('withName', { name: r.giver.name })
        : who;
  return who;
}

/** A tone for the status pill. */
export function statusTone(r: ActivityRecord): 'success' | 'warning' | 'destructive' | 'muted' | 'primary' {
  if (r.approvalStatus === 'rejected') return 'destructive';
  if (['won', 'completed', 'confirmed'].includes(r.status) || r.approvalStatus === 'approved') return 'success';
  if (['lost', 'declined', 'cancelled'].includes(r.status)) return 'destructive';
  if (r.status === 'not_a_fit') return 'muted';
  if (
    r.approvalStatus === 'pending' ||
    ['rescheduled', 'meeting_booked', 'in_progress', 'proposal'].includes(r.status)
  ) {
    return 'warning';
  }
  return 'primary';
}
