/**
 * A chapter's overrides of its organisation's rules, "within limits" (docs/chapter-rules.md "Overrides"): the
 * organisation's administrator opens some fields to chapters with a least and a most value; everything else stays
 * as the organisation set it. A refused override names its field and why, for the form to show beside it.
 */
import { z } from 'zod';
import { type ChapterRules, chapterRulesSchema } from './schemas.ts';

/** The fields a chapter may be allowed to change. */
export const OVERRIDABLE_FIELDS = [
  'attendance.allowedAbsences',
  'attendance.latesPerAbsence',
  'attendance.substituteIsPresent',
  'attendance.medicalIsAbsence',
  'attendance.substitutes.perWindow',
  'attendance.substitutes.perYear',
  'attendance.substitutes.maxInARow',
  'attendance.consecutiveAbsences.max',
  'attendance.makeUpWithinDays',
  'attendance.minAttendanceShare',
  'attendance.minOwnShare',
  'scorecard.colours.green',
  'scorecard.colours.amber',
  'scorecard.colours.red',
] as const;
export type OverridableField = (typeof OVERRIDABLE_FIELDS)[number];

/** What the organisation lets chapters do with a field: numbers between min and max; `off` also allows no limit. */
export const fieldLimitSchema = z.object({
  min: z.number().optional(),
  max: z.number().optional(),
  off: z.boolean().optional(),
});
export type FieldLimits = Partial<Record<OverridableField, z.infer<typeof fieldLimitSchema>>>;
export type Overrides = Record<string, number | boolean | null>;

export const REFUSAL_REASONS = ['unknownField', 'locked', 'belowMin', 'aboveMax', 'notAllowedOff', 'invalid'] as const;
export interface Refusal {
  field: string;
  reason: (typeof REFUSAL_REASONS)[number];
  min?: number;
  max?: number;
}

export type OverrideResult = { ok: true; rules: ChapterRules } | { ok: false; refusals: Refusal[] };

const BOOLEAN_FIELDS: readonly string[] = ['attendance.substituteIsPresent', 'attendance.medicalIsAbsence'];

/** Writes `value` at a dotted path of a copy; colour thresholds are found by their colour. */
function setAt(rules: ChapterRules, field: OverridableField, value: number | boolean | null): boolean {
  const [root, ...path] = field.split('.');
  if (root === 'scorecard') {
    const band = rules.scorecard.colours.find((c) => c.colour === path[1]);
    if (!band || typeof value !== 'number') return false;
    band.min = value;
    return true;
  }
  let target: Record<string, unknown> = rules.attendance as unknown as Record<string, unknown>;
  for (const key of path.slice(0, -1)) {
    const next = target[key];
    if (next === null || typeof next !== 'object') return false;
    target = next as Record<string, unknown>;
  }
  target[path.at(-1) as string] = value;
  return true;
}

function check(field: string, value: number | boolean | null, limits: FieldLimits): Refusal | null {
  if (!(OVERRIDABLE_FIELDS as readonly string[]).includes(field)) return { field, reason: 'unknownField' };
  const limit = limits[field as OverridableField];
  if (!limit) return { field, reason: 'locked' };
  if (BOOLEAN_FIELDS.includes(field)) return typeof value === 'boolean' ? null : { field, reason: 'invalid' };
  if (value === null) return limit.off ? null : { field, reason: 'notAllowedOff' };
  if (typeof value !== 'number' || !Number.isFinite(value)) return { field, reason: 'invalid' };
  const range = {
    ...(limit.min === undefined ? {} : { min: limit.min }),
    ...(limit.max === undefined ? {} : { max: limit.max }),
  };
  if (limit.min !== undefined && value < limit.min) return { field, reason: 'belowMin', ...range };
  if (limit.max !== undefined && value > limit.max) return { field, reason: 'aboveMax', ...range };
  return null;
}

/**
 * The organisation's rules with a chapter's overrides applied, or every refused field. The result is checked
 * again as a whole (a threshold out of order, a share above 1), so a chapter can never store rules the engine
 * cannot run.
 */
export function applyOverrides(base: ChapterRules, limits: FieldLimits, overrides: Overrides): OverrideResult {
  const refusals = Object.entries(overrides)
    .map(([field, value]) => check(field, value, limits))
    .filter((r): r is Refusal => r !== null);
  if (refusals.length > 0) return { ok: false, refusals };
  // A deep copy (zod rebuilds every object it parses), so the organisation's rules are never changed.
  const rules = chapterRulesSchema.parse(base);
  for (const [field, value] of Object.entries(overrides)) {
    if (!setAt(rules, field as OverridableField, value)) refusals.push({ field, reason: 'invalid' });
  }
  const mins = rules.scorecard.colours.map((c) => c.min);
  const ordered = mins.every((m, i) => i === 0 || m <= (mins[i - 1] ?? m));
  if (!ordered) {
    for (const field of Object.keys(overrides).filter((f) => f.startsWith('scorecard.colours.'))) {
      refusals.push({ field, reason: 'invalid' });
    }
  }
  const parsed = chapterRulesSchema.safeParse(rules);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) refusals.push({ field: issue.path.join('.'), reason: 'invalid' });
  }
  if (refusals.length > 0 || !parsed.success) return { ok: false, refusals };
  return { ok: true, rules: parsed.data };
}
