import { z } from 'zod';
import { fieldLimitSchema, OVERRIDABLE_FIELDS, REFUSAL_REASONS } from './chapter-rules/overrides.ts';
import { PRESET_IDS } from './chapter-rules/presets.ts';
import { chapterRulesSchema } from './chapter-rules/schemas.ts';
import { said } from './validation/said.ts';

/**
 * The rules a chapter is judged by, as the organisation chose them and the chapter overrode them
 * (docs/chapter-rules.md "Choosing and overriding rules"). The rules themselves are the engine's schemas.
 */

/** The fields the organisation opens to chapters, each with its range; a field left out stays locked. */
export const fieldLimitsSchema = z.partialRecord(
  z.enum(OVERRIDABLE_FIELDS),
  fieldLimitSchema.refine((l) => l.min === undefined || l.max === undefined || l.min <= l.max, said('leastAboveMost')),
);

/** A chapter's overrides by field ("attendance.allowedAbsences": 4); null turns a limit off where allowed. */
export const overridesSchema = z.record(z.string().max(80), z.union([z.number(), z.boolean(), z.null()]));

export const refusalSchema = z.object({
  field: z.string(),
  reason: z.enum(REFUSAL_REASONS),
  min: z.number().optional(),
  max: z.number().optional(),
});

export const chapterRulesQuery = z.strictObject({ groupId: z.coerce.number().int().positive().optional() });

/** PUT /api/chapter-rules/organisation: the preset, the limits opened to chapters, the preset's own edits. */
export const organisationRulesBody = z.strictObject({
  preset: z.enum(PRESET_IDS),
  limits: fieldLimitsSchema,
  /** The preset edited as a whole; null keeps the preset as published. */
  rules: chapterRulesSchema.nullable().default(null),
});
export type OrganisationRulesBody = z.input<typeof organisationRulesBody>;

export const chapterOverridesBody = z.strictObject({ overrides: overridesSchema });

const changed = {
  changedAt: z.string().nullable(),
  changedBy: z.object({ id: z.number(), name: z.string() }).nullable(),
};

export const organisationRulesView = z.object({
  preset: z.enum(PRESET_IDS),
  /** The organisation edited the preset (the rules below are not the preset's as published). */
  edited: z.boolean(),
  limits: fieldLimitsSchema,
  rules: chapterRulesSchema,
  ...changed,
});
export type OrganisationRulesView = z.infer<typeof organisationRulesView>;

/** GET /api/chapter-rules: the organisation's part, the chapter's (null outside any chapter) and the result. */
export const chapterRulesResponse = z.object({
  organisation: organisationRulesView,
  chapter: z
    .object({
      groupId: z.number(),
      overrides: overridesSchema,
      /** Stored overrides the organisation's limits no longer accept: left out of the rules until changed. */
      ignored: z.array(refusalSchema),
      ...changed,
    })
    .nullable(),
  /** The rules the chapter's members are scored by. */
  rules: chapterRulesSchema,
});
export type ChapterRulesView = z.infer<typeof chapterRulesResponse>;
