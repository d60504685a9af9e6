import { z } from 'zod';
import { said } from './validation/said.ts';

/**
 * The weekly meeting's agenda (docs/meeting-mode.md "Data"): a chapter's template and a meeting's own copy, as an
 * ordered list of timed segments. A built-in kind without a title is named in the reader's language.
 */
export const SEGMENT_KINDS = [
  'networking',
  'welcome',
  'commercials',
  'education',
  'feature',
  'referrals',
  'visitors',
  'announcements',
  'doorPrize',
  'custom',
] as const;
export type SegmentKind = (typeof SEGMENT_KINDS)[number];

export const AGENDA_LIMITS = {
  segments: 30,
  minutes: 120,
  totalMinutes: 240,
  speakerSeconds: { min: 15, max: 120, standard: 60 },
  title: 80,
} as const;

export const agendaSegment = z
  .strictObject({
    kind: z.enum(SEGMENT_KINDS),
    title: z.string().trim().min(1).max(AGENDA_LIMITS.title).nullable().default(null),
    minutes: z.number().int().min(1).max(AGENDA_LIMITS.minutes),
    /** Each speaker's time in the commercials round; only on `commercials`. */
    speakerSeconds: z
      .number()
      .int()
      .min(AGENDA_LIMITS.speakerSeconds.min)
      .max(AGENDA_LIMITS.speakerSeconds.max)
      .nullable()
      .default(null),
    /** The member who leads the segment (an active member of the chapter), or nobody named. */
    leadUserId: z.number().int().positive().nullable().default(null),
  })
  .superRefine((s, ctx) => {
    if (s.kind === 'custom' && s.title === null) {
      ctx.addIssue({ code: 'custom', path: ['title'], message: said('agendaCustomTitle') });
    }
    if (s.kind !== 'commercials' && s.speakerSeconds !== null) {
      ctx.addIssue({ code: 'custom', path: ['speakerSeconds'], message: said('agendaSpeakerSeconds') });
    }
  });
export type AgendaSegment = z.infer<typeof agendaSegment>;

export const agendaSegments = z
  .array(agendaSegment)
  .min(1)
  .max(AGENDA_LIMITS.segments)
  .superRefine((list, ctx) => {
    const total = list.reduce((sum, s) => sum + s.minutes, 0);
    if (total > AGENDA_LIMITS.totalMinutes) {
      ctx.addIssue({ code: 'custom', message: said('agendaTooLong', { total, max: AGENDA_LIMITS.totalMinutes }) });
    }
  });

const segment = (kind: SegmentKind, minutes: number, speakerSeconds: number | null = null): AgendaSegment => ({
  kind,
  title: null,
  minutes,
  speakerSeconds,
  leadUserId: null,
});

/** The standard weekly agenda, 90 minutes: what a chapter without its own template runs. */
export const STANDARD_AGENDA: readonly AgendaSegment[] = [
  segment('networking', 15),
  segment('welcome', 3),
  segment('commercials', 30, AGENDA_LIMITS.speakerSeconds.standard),
  segment('education', 5),
  segment('feature', 10),
  segment('referrals', 15),
  segment('visitors', 5),
  segment('announcements', 5),
  segment('doorPrize', 2),
];

const groupId = z.coerce.number().int().positive().optional();
export const agendaTemplateQuery = z.strictObject({ groupId });
export const updateAgendaTemplateRequest = z.strictObject({ groupId, segments: agendaSegments });
export const agendaTemplateResponse = z.object({
  groupId: z.number().int(),
  /** False while the chapter runs the standard agenda. */
  custom: z.boolean(),
  segments: z.array(agendaSegment),
  totalMinutes: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type AgendaTemplate = z.infer<typeof agendaTemplateResponse>;

export const meetingAgendaParams = z.strictObject({ meetingId: z.coerce.number().int().positive() });
export const updateMeetingAgendaRequest = z.strictObject({ segments: agendaSegments });
export const meetingAgendaResponse = z.object({
  meetingId: z.number().int(),
  /** 'meeting' once a leader changed this meeting's agenda; 'template' while it follows the chapter's. */
  source: z.enum(['template', 'meeting']),
  segments: z.array(agendaSegment),
  totalMinutes: z.number().int(),
  /** The leaders named in the segments, for their names. */
  leads: z.array(z.object({ id: z.number().int(), name: z.string() })),
  updatedAt: z.string().nullable(),
});
export type MeetingAgenda = z.infer<typeof meetingAgendaResponse>;
