import { nextReferralStatuses } from '@chapter/shared/activity.labels';
import type { ActivityAction, ActivityDetails, ReferralStatus } from '@chapter/shared/activity.schemas';
import { hasPermission } from '@chapter/shared/permissions';
import { isLeadership } from '@chapter/shared/roles';
import { isSet } from '../../db/sql-values.ts';
import type { Principal } from '../../lib/principal.ts';
import type { ActivityRow } from './activity.repository.ts';

/**
 * Who may see and do what with an activity record (docs/activity-records.md). Pure functions, so the
 * presenter's `actions` list and the service's checks can never disagree.
 */

/** Leadership roles and platform admins see whole-group lists and every amount. */
export const isLeader = (caller: Principal): boolean => caller.isAdmin || isLeadership(caller.role);

const isParty = (caller: Principal, row: Pick<ActivityRow, 'giver_id' | 'receiver_id'>): boolean =>
  caller.userId === row.giver_id || caller.userId === row.receiver_id;

/**
 * Parties always; otherwise the record's group only (platform admins everywhere), and an unpublished
 * testimonial stays between its writer, its subject and the group's leaders.
 */
export function canSee(caller: Principal, row: ActivityRow): boolean {
  if (isParty(caller, row) || caller.isAdmin) return true;
  if (caller.groupId !== row.group_id) return false;
  if (isLeader(caller)) return true;
  return row.type !== 'testimonial' || isSet(row.published);
}

/** Amounts of closed business: the two members and leadership only. */
export const canSeeAmount = (caller: Principal, row: ActivityRow): boolean => isParty(caller, row) || isLeader(caller);

export const APPROVAL_PERMISSION = { referral: 'approve_referrals', closed_business: 'approve_business' } as const;

/** Approvers of the record's group (admins anywhere); never a party to it. */
function canDecide(caller: Principal, row: ActivityRow): boolean {
  if (row.type !== 'referral' && row.type !== 'closed_business') return false;
  if (isParty(caller, row)) return false;
  if (!caller.isAdmin && caller.groupId !== row.group_id) return false;
  return hasPermission(caller, APPROVAL_PERMISSION[row.type]);
}

/** Where the referral may go next in its chapter (docs/referral-follow-up.md "The steps"). */
export const nextStatusesOf = (row: Pick<ActivityRow, 'status' | 'detailed_referral_steps'>): ReferralStatus[] =>
  nextReferralStatuses(row.status, isSet(row.detailed_referral_steps));

const OPEN_ONE_TO_ONE = ['requested', 'rescheduled', 'confirmed'];

export function parseDetails(row: Pick<ActivityRow, 'details'>): ActivityDetails {
  try {
    return JSON.parse(row.details) as ActivityDetails;
  } catch {
    return {};
  }
}

/**
 * Those who keep the chapter's PALMS (record_attendance, in the record's group; platform admins anywhere) correct any
 * slip, whatever its week's state (docs/palms-weeks.md).
 */
export const keepsPalms = (caller: Principal, row: Pick<ActivityRow, 'group_id'>): boolean =>
  caller.isAdmin || (caller.groupId === row.group_id && hasPermission(caller, 'record_attendance'));

/**
 * What a slip's giver may delete while its week is a draft: not once a leader approved it, not a referral its
 * receiver has started working on, and not a one-to-one (cancelled instead, so the other member is told).
 */
function giverMayDelete(row: ActivityRow): boolean {
  if (row.approval_status === 'approved' || row.type === 'one_to_one') return false;
  return row.type !== 'referral' || row.status === 'new';
}

/** Every action the caller may take on the record now, in the order the web shows them. */
export function actionsFor(caller: Principal, row: ActivityRow, now: Date): ActivityAction[] {
  const out = memberActions(caller, row, now);
  // Members edit or delete their own slips only while the week is a draft; after that only those who keep the
  // PALMS can (docs/palms-weeks.md).
  const draftWeek = row.week_state === 'draft';
  const mine = caller.userId === row.giver_id;
  const kept = out.filter((a) => a !== 'edit' || draftWeek);
  if (keepsPalms(caller, row)) {
    if (!kept.includes('edit') && row.type !== 'one_to_one') kept.push('edit');
    kept.push('delete');
  } else if (mine && draftWeek && giverMayDelete(row)) kept.push('delete');
  return kept;
}

/** The actions a member has on a record as its giver, receiver or approver, before the week's state is applied. */
function memberActions(caller: Principal, row: ActivityRow, now: Date): ActivityAction[] {
  const out: ActivityAction[] = [];
  const giver = caller.userId === row.giver_id;
  const receiver = caller.userId === row.receiver_id;
  const details = parseDetails(row);
  switch (row.type) {
    case 'referral':
      if (receiver && row.approval_status !== 'rejected' && nextStatusesOf(row).length > 0) {
        out.push('set_status');
      }
      if (giver && row.approval_status !== 'approved') out.push('edit');
      break;
    case 'closed_business':
      if (giver && row.approval_status !== 'approved') out.push('edit');
      // The thanked member answers for the amount credited to them (docs/referral-follow-up.md "The amount").
      if (receiver && !giver && row.approval_status !== 'rejected') {
        if (details.amountCheck !== 'confirmed') out.push('confirm_amount');
        if (details.amountCheck === undefined) out.push('question_amount');
      }
      break;
    case 'one_to_one': {
      if (!OPEN_ONE_TO_ONE.includes(row.status)) break;
      const open = row.status === 'requested' || row.status === 'rescheduled';
      // The time on the table is answered by the other member: they accept, decline or propose another time. The
      // member who proposed it (at first the one who asked) changes it by editing, or cancels.
      const answers = (giver || receiver) && details.proposedBy !== caller.userId;
      if (open && answers) out.push('accept', 'decline');
      if (answers) out.push('propose');
      if (row.status === 'confirmed' && new Date(row.occurred_at) <= now) {
        const mine = giver ? details.giverConfirmed : receiver ? details.receiverConfirmed : true;
        if (!mine) out.push('confirm');
      }
      if (giver || receiver) out.push('cancel');
      if (giver) out.push('edit');
      break;
    }
    case 'testimonial':
      if (receiver && !giver) out.push(isSet(row.published) ? 'unpublish' : 'publish');
      if (giver) out.push('edit');
      break;
    case 'training_credit':
      if (giver) out.push('edit');
      break;
  }
  if (row.approval_status === 'pending' && canDecide(caller, row)) out.push('approve', 'reject');
  return out;
}
