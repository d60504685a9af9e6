import { type AgendaSegment, agendaSegment, agendaSegments, SEGMENT_KINDS } from '@chapter/shared/agenda.schemas';
import { z } from 'zod';
import { zodErrorMap } from '../../../../lib/i18n/validation.ts';

/**
 * The agenda editor's form: each row holds what its inputs hold (text), and turns into the shared segment rule on
 * submit, so the form says the server's own problems ("A segment of your own needs a title") in the member's
 * language before anything is sent (docs/web-conventions.md).
 */
const rowSchema = z
  .object({
    kind: z.enum(SEGMENT_KINDS),
    title: z.string(),
    minutes: z.string(),
    speakerSeconds: z.string(),
    leadUserId: z.string(),
  })
  .transform((r, ctx) =>
    checked(agendaSegment, ctx, {
      kind: r.kind,
      title: r.title.trim() === '' ? null : r.title.trim(),
      minutes: r.minutes.trim() === '' ? Number.NaN : Number(r.minutes),
      // A time per speaker belongs to the commercials only: a row changed to another kind drops it.
      speakerSeconds: r.kind === 'commercials' && r.speakerSeconds.trim() !== '' ? Number(r.speakerSeconds) : null,
      leadUserId: r.leadUserId === '' ? null : Number(r.leadUserId),
    }),
  );

export const agendaFormSchema = z.object({
  segments: z.array(rowSchema).transform((list, ctx) => checked(agendaSegments, ctx, list)),
});

/** The shared rule's result, its problems added where the form's own fields are (their paths kept). */
function checked<T>(rule: z.ZodType<T>, ctx: z.RefinementCtx, value: unknown): T {
  const parsed = rule.safeParse(value, { error: zodErrorMap() });
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
}
export type AgendaRow = z.input<typeof rowSchema>;

export const toRow = (s: AgendaSegment): AgendaRow => ({
  kind: s.kind,
  title: s.title ?? '',
  minutes: String(s.minutes),
  speakerSeconds: s.speakerSeconds === null ? '' : String(s.speakerSeconds),
  leadUserId: s.leadUserId === null ? '' : String(s.leadUserId),
});

export const newRow = (): AgendaRow => ({
  kind: 'custom',
  title: '',
  minutes: '5',
  speakerSeconds: '',
  leadUserId: '',
});

/** Minutes of the rows as typed so far (a row not yet a number counts nothing). */
export const typedMinutes = (rows: readonly AgendaRow[]) =>
  rows.reduce((sum, r) => sum + (Number.isFinite(Number(r.minutes)) ? Number(r.minutes) : 0), 0);
