import { z } from 'zod';
import { said } from './validation/said.ts';

/**
 * The speaker rota (docs/meeting-mode.md "Built so far: the rota"): one feature presentation per chapter meeting, its
 * presenter, a swap asked of another member, and the presenter's topic and GAINS sheet for that talk.
 */
export const ROTA_STATUSES = ['scheduled', 'swapRequested'] as const;
export type RotaStatus = (typeof ROTA_STATUSES)[number];

export const ROTA_LIMITS = {
  /** Each GAINS text. */
  sheetText: 500,
  topic: 120,
  /** A member presents at most once in this many weeks (two slots less apart are refused). */
  gapWeeks: 4,
  /** The rota's default window, from today. */
  windowWeeks: 12,
  /** The longest window one request reads. */
  maxWindowDays: 366,
} as const;

export const GAINS_FIELDS = ['goals', 'accomplishments', 'interests', 'networks', 'skills'] as const;
export type GainsField = (typeof GAINS_FIELDS)[number];

const localDate = z.iso.date();
const groupId = z.coerce.number().int().positive().optional();
export const speakerRotaQuery = z.strictObject({ groupId, from: localDate.optional(), to: localDate.optional() });

export const rotaPerson = z.object({
  id: z.number().int(),
  name: z.string(),
  classification: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type RotaPerson = z.infer<typeof rotaPerson>;

export const rotaSlot = z.object({
  meetingId: z.number().int(),
  title: z.string(),
  startsAt: z.string(),
  timezone: z.string(),
  meetingStatus: z.enum(['scheduled', 'cancelled']),
  /** Nobody scheduled yet: null, and so are the status and the partner. */
  presenter: rotaPerson.nullable(),
  status: z.enum(ROTA_STATUSES).nullable(),
  /** The member the presenter asked to take the slot, while the swap waits for their answer. */
  swapWith: rotaPerson.nullable(),
  topic: z.string().nullable(),
});
export type RotaSlot = z.infer<typeof rotaSlot>;

export const speakerRotaResponse = z.object({
  groupId: z.number().int(),
  from: z.string(),
  to: z.string(),
  slots: z.array(rotaSlot),
});
export type SpeakerRota = z.infer<typeof speakerRotaResponse>;

export const rotaMeetingParams = z.strictObject({ meetingId: z.coerce.number().int().positive() });
/** null clears the slot. */
export const assignPresenterRequest = z.strictObject({ userId: z.number().int().positive().nullable() });
export const requestSwapRequest = z.strictObject({ withUserId: z.number().int().positive() });

/** A text of the sheet: blank is none. */
const sheetText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, said('atMostCharacters', { max }))
    .nullable()
    .default(null)
    .transform((v) => (v === '' ? null : v));

export const rotaSheet = z.strictObject({
  topic: sheetText(ROTA_LIMITS.topic),
  goals: sheetText(ROTA_LIMITS.sheetText),
  accomplishments: sheetText(ROTA_LIMITS.sheetText),
  interests: sheetText(ROTA_LIMITS.sheetText),
  networks: sheetText(ROTA_LIMITS.sheetText),
  skills: sheetText(ROTA_LIMITS.sheetText),
});
export type RotaSheet = z.output<typeof rotaSheet>;

export const rotaSheetResponse = z.object({
  topic: z.string().nullable(),
  goals: z.string().nullable(),
  accomplishments: z.string().nullable(),
  interests: z.string().nullable(),
  networks: z.string().nullable(),
  skills: z.string().nullable(),
});

/** The meeting's feature presentation for its page and the presenter screen; null when nobody is scheduled. */
export const featurePresentationResponse = z
  .object({
    meetingId: z.number().int(),
    presenter: rotaPerson.extend({ company: z.string().nullable(), bio: z.string().nullable() }),
    sheet: rotaSheetResponse,
  })
  .nullable();
export type FeaturePresentation = NonNullable<z.infer<typeof featurePresentationResponse>>;
