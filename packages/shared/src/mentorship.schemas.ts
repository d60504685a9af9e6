import { z } from 'zod';
import { cursorParam } from './members.schemas.ts';
import { optionalText } from './profile.schemas.ts';

export { MENTOR_CAPACITY_MAX, MENTORSHIP_STATUSES, type MentorshipStatus } from './mentorship.labels.ts';

import { MENTOR_CAPACITY_MAX, MENTORSHIP_STATUSES } from './mentorship.labels.ts';
import { said } from './validation/said.ts';

/** Contracts of mentorship (docs/product-rules.md): mentor profiles, search, applications and decisions. */

const longText = (max: number, required: string) =>
  z.string().trim().min(1, required).max(max, said('atMostCharacters', { max }));

/** PUT /api/mentorship/profile: opt in as a mentor, or change the profile. */
export const mentorProfileRequest = z.strictObject({
  expertise: longText(300, said('sayHelp')),
  bio: optionalText(2000),
  capacity: z
    .number()
    .int(said('wholeMentees'))
    .min(1, said('atLeastOneMentee'))
    .max(MENTOR_CAPACITY_MAX, said('atMostMentees', { max: MENTOR_CAPACITY_MAX })),
  /** false pauses new applications while staying listed. */
  accepting: z.boolean().default(true),
});
export type MentorProfileInput = z.input<typeof mentorProfileRequest>;

/** A mentor as the search and the apply screen show them. */
export const mentorCard = z.object({
  userId: z.number(),
  name: z.string(),
  companyName: z.string().nullable(),
  classification: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  expertise: z.string(),
  bio: z.string().nullable(),
  capacity: z.number(),
  /** Active mentees now. */
  activeCount: z.number(),
  /** At capacity: applications are refused until a mentorship completes. */
  full: z.boolean(),
  accepting: z.boolean(),
});
export type MentorCard = z.infer<typeof mentorCard>;

export const myMentorProfileResponse = z.object({ profile: mentorCard.nullable() });
export type MyMentorProfile = z.infer<typeof myMentorProfileResponse>;

const filter = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

/** GET /api/mentorship/mentors: by name, classification or expertise (case-insensitive, anywhere). */
export const mentorSearchQuery = z.strictObject({
  q: filter(100),
  classification: filter(120),
  expertise: filter(100),
  groupId: z.coerce.number().int().positive().optional(),
  cursor: cursorParam.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export type MentorSearchQuery = z.input<typeof mentorSearchQuery>;
export type MentorSearchFilter = z.infer<typeof mentorSearchQuery>;

export const mentorSearchResponse = z.object({ items: z.array(mentorCard), nextCursor: z.string().nullable() });
export type MentorSearchPage = z.infer<typeof mentorSearchResponse>;

const person = z.object({
  id: z.number(),
  name: z.string(),
  classification: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});

export const mentorship = z.object({
  id: z.number(),
  status: z.enum(MENTORSHIP_STATUSES),
  mentor: person,
  mentee: person,
  goals: z.string(),
  message: z.string().nullable(),
  declineReason: z.string().nullable(),
  /** Set when a leader assigned it directly. */
  assignedBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** What the caller may do now. */
  actions: z.array(z.enum(['accept', 'decline', 'complete'])),
});
export type Mentorship = z.infer<typeof mentorship>;

/** GET /api/mentorship/mentorships: mine (either side) or, for leaders, the group's. */
export const mentorshipsQuery = z.strictObject({
  scope: z.enum(['mine', 'group']).default('mine'),
  status: z.enum(MENTORSHIP_STATUSES).optional(),
  groupId: z.coerce.number().int().positive().optional(),
  cursor: cursorParam.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export type MentorshipsQuery = z.input<typeof mentorshipsQuery>;
export type MentorshipsFilter = z.infer<typeof mentorshipsQuery>;

export const mentorshipsResponse = z.object({ items: z.array(mentorship), nextCursor: z.string().nullable() });
export type MentorshipsPage = z.infer<typeof mentorshipsResponse>;

/** POST /api/mentorship/mentorships: apply to a mentor. */
export const mentorshipApplyRequest = z.strictObject({
  mentorId: z.number().int().positive(),
  goals: longText(2000, said('describeYourGoals')),
  message: optionalText(2000),
});
export type MentorshipApply = z.input<typeof mentorshipApplyRequest>;

/** POST /api/mentorship/mentorships/assign: a leader pairs two members directly (active at once). */
export const mentorshipAssignRequest = z.strictObject({
  mentorId: z.number().int().positive(),
  menteeId: z.number().int().positive(),
  goals: longText(2000, said('describeGoals')),
});
export type MentorshipAssign = z.input<typeof mentorshipAssignRequest>;

export const mentorshipDeclineRequest = z.strictObject({ reason: optionalText(1000) });

export const mentorshipParams = z.strictObject({ id: z.coerce.number().int().positive() });

export const mentorshipActionResponse = z.object({ mentorship, message: z.string() });
export type MentorshipActionResult = z.infer<typeof mentorshipActionResponse>;

/** Published on `mentorship:{userId}` to both sides after each change. */
export const mentorshipEvent = z.object({
  type: z.literal('mentorship_update'),
  mentorshipId: z.number(),
  status: z.enum(MENTORSHIP_STATUSES),
});
export type MentorshipEvent = z.infer<typeof mentorshipEvent>;
