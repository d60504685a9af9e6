import { z } from 'zod';

export {
  ACTIVITY_STATUSES,
  ACTIVITY_TYPES,
  type ActivityStatus,
  type ActivityType,
  APPROVAL_STATUSES,
  type ApprovalStatus,
  BUSINESS_KINDS,
  BUSINESS_SCOPES,
  CURRENCIES,
  ONE_TO_ONE_STATUSES,
  type OneToOneStatus,
  REFERRAL_SCOPES,
  REFERRAL_STATUSES,
  REFERRAL_TEMPERATURES,
  type ReferralStatus,
  temperatureLabel,
} from './activity.labels.ts';

import {
  ACTIVITY_STATUSES,
  ACTIVITY_TYPES,
  APPROVAL_STATUSES,
  BUSINESS_KINDS,
  BUSINESS_SCOPES,
  CURRENCIES,
  REFERRAL_SCOPES,
  REFERRAL_STATUSES,
} from './activity.labels.ts';
import { said } from './validation/said.ts';

/** Contracts of activity records (docs/activity-records.md): lists, detail, create, edit, transitions, approvals. */

export const ACTIVITY_PAGE_DEFAULT = 20;
export const ACTIVITY_PAGE_MAX = 100;
/** Largest closed-business amount accepted (in minor units): 100 million. */
export const AMOUNT_MAX_CENTS = 10_000_000_000;

/** Who may act on a record, computed by the server for the caller so the web shows only allowed buttons. */
export const ACTIVITY_ACTIONS = [
  'edit',
  'set_status',
  'accept',
  'decline',
  'propose',
  'confirm',
  'cancel',
  'publish',
  'unpublish',
  'approve',
  'reject',
  'confirm_amount',
  'question_amount',
  'delete',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

const person = z.object({ id: z.number(), name: z.string() });

/** Type-specific fields; only those of the record's type are present. */
export const activityDetails = z.object({
  prospectName: z.string().optional(),
  prospectContact: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  temperature: z.number().optional(),
  scope: z.string().optional(),
  businessKind: z.enum(BUSINESS_KINDS).optional(),
  location: z.string().optional(),
  /** one-to-one: who proposed the current time (the other member answers). */
  proposedBy: z.number().optional(),
  giverConfirmed: z.boolean().optional(),
  receiverConfirmed: z.boolean().optional(),
  note: z.string().nullable().optional(),
  text: z.string().optional(),
  title: z.string().optional(),
  provider: z.string().nullable().optional(),
  /**
   * closed_business: what the thanked member said of the amount credited to them (docs/referral-follow-up.md
   * "The amount"); absent until they answer, and again after the amount is edited.
   */
  amountCheck: z.enum(['confirmed', 'questioned']).optional(),
});
export type ActivityDetails = z.infer<typeof activityDetails>;

/** One record as the caller may see it. `amountCents`/`currency` are null for anyone but the two parties and leaders. */
export const activityRecord = z.object({
  id: z.number(),
  type: z.enum(ACTIVITY_TYPES),
  groupId: z.number(),
  giver: person,
  receiver: person,
  status: z.string(),
  approvalStatus: z.enum(APPROVAL_STATUSES).nullable(),
  approvalReason: z.string().nullable(),
  amountCents: z.number().nullable(),
  currency: z.string().nullable(),
  credits: z.number().nullable(),
  published: z.boolean(),
  referralId: z.number().nullable(),
  summary: z.string(),
  details: activityDetails,
  occurredAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The caller has not opened it since it was created or changed by someone else. */
  unread: z.boolean(),
  actions: z.array(z.enum(ACTIVITY_ACTIONS)),
  /** With `set_status`: the statuses the caller may move the referral to, in order (its chapter's steps). */
  nextStatuses: z.array(z.enum(REFERRAL_STATUSES)),
});
export type ActivityRecord = z.infer<typeof activityRecord>;

export const activityHistoryEntry = z.object({
  id: z.number(),
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  note: z.string().nullable(),
  actor: person.nullable(),
  createdAt: z.string(),
});
export type ActivityHistoryEntry = z.infer<typeof activityHistoryEntry>;

export const activityDetailResponse = activityRecord.extend({ history: z.array(activityHistoryEntry) });
export type ActivityDetail = z.infer<typeof activityDetailResponse>;

const trimmed = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
const cursor = z
  .string()
  .max(400)
  .regex(/^[A-Za-z0-9_-]+$/, said('invalidCursor'));

/** GET /api/activities: the caller's given or received records, or (leaders) the whole group's. */
export const activityListQuery = z.strictObject({
  box: z.enum(['given', 'received', 'group']).default('given'),
  type: z.enum(ACTIVITY_TYPES).optional(),
  status: z.enum(ACTIVITY_STATUSES).optional(),
  approvalStatus: z.enum(APPROVAL_STATUSES).optional(),
  /** Matches the summary (prospect, title…) and the other member's name. */
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => (v ? v : undefined)),
  /** Platform admins choose a group for box=group; everyone else gets their own. */
  groupId: z.coerce.number().int().positive().optional(),
  cursor: cursor.optional(),
  limit: z.coerce.number().int().min(1).max(ACTIVITY_PAGE_MAX).default(ACTIVITY_PAGE_DEFAULT),
});
export type ActivityListQuery = z.input<typeof activityListQuery>;

export const activityListResponse = z.object({
  items: z.array(activityRecord),
  nextCursor: z.string().nullable(),
});
export type ActivityPage = z.infer<typeof activityListResponse>;

export const activityParams = z.strictObject({ id: z.coerce.number().int().positive() });

/** Client-generated id (e.g. a UUID): sending the same create twice stores one record. */
const clientRequestId = z.string().trim().min(1).max(100);
const receiverId = z.number().int().positive();
const dateTime = z.iso.datetime({ offset: true });
const date = z.iso.date();

const referralFields = {
  prospectName: trimmed(120).min(1, said('prospectName')),
  prospectContact: optionalText(200),
  description: trimmed(2000).min(1, said('prospectNeeds')),
  temperature: z.number().int().min(1, said('oneToFive')).max(5, said('oneToFive')),
  scope: z.enum(REFERRAL_SCOPES),
};
const businessFields = {
  amountCents: z.number().int().min(1, said('amountAboveZero')).max(AMOUNT_MAX_CENTS, said('amountTooLarge')),
  currency: z.enum(CURRENCIES),
  businessKind: z.enum(BUSINESS_KINDS),
  scope: z.enum(BUSINESS_SCOPES),
  /** The day the business closed. */
  occurredOn: date,
  description: optionalText(2000),
  referralId: z.number().int().positive().nullish(),
};
const oneToOneFields = {
  proposedAt: dateTime,
  location: trimmed(200).min(1, said('meetingPlace')),
  note: optionalText(1000),
};
const testimonialFields = { text: trimmed(2000).min(20, said('writeAtLeast', { min: 20 })) };
const trainingFields = {
  title: trimmed(160).min(1, said('trainingTitle')),
  occurredOn: date,
  credits: z
    .number()
    .int()
    .min(1, said('atLeastOneCredit'))
    .max(40, said('atMostCredits', { max: 40 })),
  provider: optionalText(160),
};

/** POST /api/activities */
export const createActivityRequest = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('referral'), receiverId, clientRequestId, ...referralFields }),
  z.strictObject({ type: z.literal('closed_business'), receiverId, clientRequestId, ...businessFields }),
  z.strictObject({ type: z.literal('one_to_one'), receiverId, clientRequestId, ...oneToOneFields }),
  z.strictObject({ type: z.literal('testimonial'), receiverId, clientRequestId, ...testimonialFields }),
  z.strictObject({
    type: z.literal('training_credit'),
    /** Leaders (approve_* or leadership roles) may award credits to another member; default: the caller. */
    receiverId: receiverId.optional(),
    clientRequestId,
    ...trainingFields,
  }),
]);
export type CreateActivityRequest = z.input<typeof createActivityRequest>;

/**
 * PATCH /api/activities/:id: the giver edits the fields of the record's type until it is approved. Fields of
 * other types are rejected by the service.
 */
export const updateActivityRequest = z.strictObject({
  prospectName: referralFields.prospectName.optional(),
  prospectContact: referralFields.prospectContact.optional(),
  description: optionalText(2000).optional(),
  temperature: referralFields.temperature.optional(),
  scope: z.enum(BUSINESS_SCOPES).optional(),
  amountCents: businessFields.amountCents.optional(),
  currency: businessFields.currency.optional(),
  businessKind: businessFields.businessKind.optional(),
  occurredOn: date.optional(),
  referralId: businessFields.referralId,
  text: testimonialFields.text.optional(),
  title: trainingFields.title.optional(),
  credits: trainingFields.credits.optional(),
  provider: trainingFields.provider.optional(),
  location: oneToOneFields.location.optional(),
  note: oneToOneFields.note.optional(),
});
export type UpdateActivityRequest = z.input<typeof updateActivityRequest>;

/** POST /api/activities/:id/status: the referral's receiver reports progress. */
export const referralStatusRequest = z.strictObject({
  status: z.enum(REFERRAL_STATUSES),
  note: optionalText(500),
});

/**
 * POST /api/activities/:id/one-to-one: accept / decline / propose another time (the member who did not make
 * the current proposal), confirm it happened (each member once, after the time), cancel (the requester).
 */
export const oneToOneActionRequest = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('accept'), message: optionalText(500) }),
  z.strictObject({ action: z.literal('decline'), message: optionalText(500) }),
  z.strictObject({
    action: z.literal('propose'),
    proposedAt: dateTime,
    location: oneToOneFields.location.optional(),
    message: optionalText(500),
  }),
  z.strictObject({ action: z.literal('confirm'), message: optionalText(500) }),
  z.strictObject({ action: z.literal('cancel'), message: optionalText(500) }),
]);
export type OneToOneActionRequest = z.input<typeof oneToOneActionRequest>;

/** POST /api/activities/:id/publish: the testimonial's receiver shows or hides it on their profile. */
export const publishRequest = z.strictObject({ published: z.boolean() });

/**
 * POST /api/activities/:id/amount: the thanked member confirms the amount of closed business credited to them (as
 * they saw it), or questions it with what they know of it.
 */
export const amountAnswerRequest = z.discriminatedUnion('answer', [
  // The amount as the member saw it: one edited meanwhile is not the one they confirm.
  z.strictObject({ answer: z.literal('confirm'), amountCents: z.number().int(), currency: z.string() }),
  z.strictObject({ answer: z.literal('question'), note: trimmed(500).min(1, said('giveReason')) }),
]);
export type AmountAnswerRequest = z.input<typeof amountAnswerRequest>;

/** POST /api/activities/:id/approve */
export const approveActivityRequest = z.strictObject({ note: optionalText(500) });
/** POST /api/activities/:id/reject */
export const rejectActivityRequest = z.strictObject({
  reason: trimmed(500).min(1, said('giveReason')),
});

/** GET /api/activities/approvals?type=: the group's pending referrals or closed business, oldest first. */
export const activityApprovalsQuery = z.strictObject({
  type: z.enum(['referral', 'closed_business']),
  cursor: cursor.optional(),
  limit: z.coerce.number().int().min(1).max(ACTIVITY_PAGE_MAX).default(ACTIVITY_PAGE_DEFAULT),
});

/** GET /api/activities/unread-counts: optional `type` narrows to one activity page. */
export const unreadCountsQuery = z.strictObject({ type: z.enum(ACTIVITY_TYPES).optional() });
export const unreadCountsResponse = z.object({ givenCount: z.number(), receivedCount: z.number() });
export type ActivityUnreadCounts = z.infer<typeof unreadCountsResponse>;

/**
 * GET /api/activities/partners: the members the caller recorded activity with lately, most likely partner first
 * (docs/quick-slip.md "Recent and frequent"). Ids only: the picker already holds the roster's names.
 */
export const activityPartnersResponse = z.object({ memberIds: z.array(z.number().int().positive()) });
export type ActivityPartners = z.infer<typeof activityPartnersResponse>;

/**
 * POST /api/activities/seen: opening a tab marks its records seen (all types when `type` is absent); with no
 * body at all, both tabs are marked seen.
 */
export const markSeenRequest = z
  .strictObject({
    box: z.enum(['given', 'received']),
    type: z.enum(ACTIVITY_TYPES).optional(),
  })
  // An empty body reaches the schema as null (Fastify) or undefined.
  .nullish();

/** Publication data on activity-given:{userId} / activity-received:{userId}. */
export const activityEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('activity_update'),
    id: z.number(),
    activityType: z.enum(ACTIVITY_TYPES),
    status: z.string(),
    counts: unreadCountsResponse,
  }),
  /** "One-to-one update". */
  z.object({ type: z.literal('one_to_one_update'), id: z.number(), status: z.string(), message: z.string() }),
  z.object({ type: z.literal('activity_seen'), counts: unreadCountsResponse }),
]);
export type ActivityEvent = z.infer<typeof activityEvent>;

/** GET /api/activities/export.csv (leaders): the same filters as box=group. */
export const activityExportQuery = z.strictObject({
  type: z.enum(ACTIVITY_TYPES).optional(),
  status: z.enum(ACTIVITY_STATUSES).optional(),
  approvalStatus: z.enum(APPROVAL_STATUSES).optional(),
  q: activityListQuery.shape.q,
  groupId: z.coerce.number().int().positive().optional(),
});
