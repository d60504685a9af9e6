import { z } from 'zod';
import { cursorParam } from './members.schemas.ts';
import { ROLES } from './roles.ts';

export { BROADCAST_CHANNELS, BROADCAST_EMAIL_MAX_LENGTH, SMS_MAX_LENGTH } from './messaging.labels.ts';

import { BROADCAST_CHANNELS, BROADCAST_EMAIL_MAX_LENGTH, SMS_MAX_LENGTH } from './messaging.labels.ts';
import { said } from './validation/said.ts';

/** Admin messaging: SMS and e-mail broadcasts to a group's members. */

/** "All members" means the group's members: guests (visitors, substitutes) are reached only by choosing their role. */
export const NOT_IN_ALL_MEMBERS = ['Visitor', 'Substitute'] as const;

export const audience = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('all') }),
  z.strictObject({ type: z.literal('roles'), roles: z.array(z.enum(ROLES)).min(1, said('chooseRole')).max(8) }),
  z.strictObject({
    type: z.literal('members'),
    userIds: z.array(z.number().int().positive()).min(1, said('chooseMember')).max(500),
  }),
]);
export type Audience = z.infer<typeof audience>;

/** POST /api/messaging/broadcasts */
export const broadcastRequest = z
  .strictObject({
    channel: z.enum(BROADCAST_CHANNELS),
    audience,
    /** Platform admins choose the group; leaders send to their own. */
    groupId: z.number().int().positive().optional(),
    subject: z.string().trim().max(200).optional(),
    body: z.string().trim().min(1, said('writeMessage')).max(BROADCAST_EMAIL_MAX_LENGTH),
    /**
     * A message to all members is also posted, and pinned, in the chapter channel unless this is false; other
     * audiences never are (docs/chapter-channel.md "Announcements").
     */
    postToChannel: z.boolean().optional(),
  })
  .superRefine((b, ctx) => {
    if (b.channel === 'sms' && b.body.length > SMS_MAX_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['body'], message: said('smsTooLong', { max: SMS_MAX_LENGTH }) });
    }
    if (b.channel === 'email' && !b.subject) {
      ctx.addIssue({ code: 'custom', path: ['subject'], message: said('emailNeedsSubject') });
    }
  });
export type BroadcastRequest = z.input<typeof broadcastRequest>;

export const DELIVERY_STATUSES = ['held', 'pending', 'sent', 'failed', 'skipped'] as const;

export const broadcastSummary = z.object({
  id: z.number(),
  channel: z.enum(BROADCAST_CHANNELS),
  audience: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  senderName: z.string().nullable(),
  groupId: z.number().nullable(),
  recipientCount: z.number(),
  skippedCount: z.number(),
  /** Recipients per delivery status. */
  statusCounts: z.record(z.string(), z.number()),
  createdAt: z.string(),
});
export type BroadcastSummary = z.infer<typeof broadcastSummary>;

export const broadcastRecipient = z.object({
  userId: z.number(),
  name: z.string(),
  address: z.string().nullable(),
  status: z.enum(DELIVERY_STATUSES),
  /** Why a member was skipped, or the provider's last error. */
  detail: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type BroadcastRecipient = z.infer<typeof broadcastRecipient>;

export const broadcastDetail = broadcastSummary.extend({ recipients: z.array(broadcastRecipient) });
export type BroadcastDetail = z.infer<typeof broadcastDetail>;

export const broadcastSentResponse = z.object({ broadcast: broadcastDetail, message: z.string() });
export type BroadcastSent = z.infer<typeof broadcastSentResponse>;

/** POST /api/messaging/broadcasts/preview (same body as a send): what would go out, sending nothing. */
export const broadcastPreviewResponse = z.object({
  audience: z.string(),
  /** People the message would be sent to. */
  recipientCount: z.number(),
  /** Chosen people it would not reach, and why. */
  skipped: z.array(z.object({ name: z.string(), reason: z.string() })),
  subject: z.string().nullable(),
  /** The text exactly as recipients get it (an SMS starts with the group's name). */
  text: z.string(),
  /** No provider for this channel is set up: messages would wait in the outbox until one is. */
  waitsForProvider: z.boolean(),
  /** It would also be posted and pinned in the chapter channel. */
  postsToChannel: z.boolean(),
});
export type BroadcastPreview = z.infer<typeof broadcastPreviewResponse>;

export const broadcastListQuery = z.strictObject({
  groupId: z.coerce.number().int().positive().optional(),
  cursor: cursorParam.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const broadcastListResponse = z.object({
  items: z.array(broadcastSummary),
  nextCursor: z.string().nullable(),
});
export type BroadcastPage = z.infer<typeof broadcastListResponse>;

export const broadcastParams = z.strictObject({ broadcastId: z.coerce.number().int().positive() });

export const quotaQuery = z.strictObject({ groupId: z.coerce.number().int().positive().optional() });

/** GET /api/messaging/quota: today's SMS allowance of the group. */
export const quotaResponse = z.object({
  smsConfigured: z.boolean(),
  dailyCap: z.number(),
  usedToday: z.number(),
  remaining: z.number(),
});
export type Quota = z.infer<typeof quotaResponse>;
