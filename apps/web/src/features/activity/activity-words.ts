import type { ActivityRecord } from '@chapter/shared/activity.schemas';
import { formatDateTime } from '../../lib/format/index.ts';
import { activityMessages } from './messages.ts';

const { text } = activityMessages;

/**
 * What the activity screens say about a record, in the words a member would use: the toast after an action names
 * what happened and to whom ("Referral sent to Dana Reyes."), never the form's title with "done" (docs/product-rules.md
 * "Activity records").
 */

/** A success toast's words, shown by notifyDone (lib/notify.ts). */
interface DoneWords {
  title: string;
  message?: string;
}

/** The toast after a record was created; `record` is the server's answer. */
export function createdToast(record: ActivityRecord): DoneWords {
  const to = record.receiver.name;
  const pending = record.approvalStatus === 'pending' ? text('pendingNote') : undefined;
  const toast = (title: string, message?: string): DoneWords => ({ title, message });
  const name = { name: to };
  switch (record.type) {
    case 'referral':
      return toast(text('referralSent', name), pending);
    case 'closed_business':
      return toast(text('thanksSent', name), pending);
    case 'one_to_one':
      return toast(text('oneToOneRequested', name), text('oneToOneNext'));
    case 'testimonial':
      return toast(text('testimonialSent', name), text('testimonialNext'));
    case 'training_credit': {
      const credits = record.credits ?? 0;
      return record.giver.id === record.receiver.id
        ? toast(text('trainingRecorded', { credits }), pending)
        : toast(text('trainingRecordedFor', { ...name, credits }), pending);
    }
  }
}

/** The toast after the sender changed a record. */
export function editedToast(record: ActivityRecord): DoneWords {
  return { title: text(record.approvalStatus === 'rejected' ? 'changesSavedAgain' : 'changesSaved') };
}

/** The member on the other side of a record for the viewer: the one they did not play (both names for a third party). */
function otherParty(record: Pick<ActivityRecord, 'giver' | 'receiver'>, viewerId: number): string {
  if (record.giver.id === viewerId) return record.receiver.name;
  if (record.receiver.id === viewerId) return record.giver.name;
  return text('bothNames', { giver: record.giver.name, receiver: record.receiver.name });
}

/**
 * The sheet's title: a one-to-one is a meeting, so it is named by who and when ("One-to-one with Dana Reyes · Mar 3,
 * 2026, 8:30 AM"); the place is among its facts. Other records keep their summary.
 */
export function sheetTitle(record: ActivityRecord, viewerId: number, timeZone: string | undefined): string {
  if (record.type !== 'one_to_one') return record.summary;
  return text('oneToOneWith', {
    name: otherParty(record, viewerId),
    time: formatDateTime(record.occurredAt, timeZone),
  });
}

/** The toast after a one-to-one answer, naming the other member. */
export function oneToOneToast(
  action: 'accept' | 'decline' | 'propose' | 'confirm' | 'cancel',
  record: ActivityRecord,
  viewerId: number,
): string {
  const name = { name: otherParty(record, viewerId) };
  switch (action) {
    case 'accept':
      return text('oneToOneAccepted', name);
    case 'decline':
      return text('oneToOneDeclined', name);
    case 'propose':
      return text('newTimeSent', name);
    case 'confirm':
      return text('oneToOneTookPlace', name);
    case 'cancel':
      return text('oneToOneCancelled', name);
  }
}
