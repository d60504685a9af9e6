import {
  applyOverrides,
  type FieldLimits,
  type Overrides,
  type Refusal,
} from '@chapter/shared/chapter-rules/overrides';
import { PRESET_IDS, PRESETS, type PresetId } from '@chapter/shared/chapter-rules/presets';
import { type ChapterRules, chapterRulesSchema } from '@chapter/shared/chapter-rules/schemas';
import { fieldLimitsSchema, overridesSchema } from '@chapter/shared/chapter-rules.schemas';

/**
 * A chapter's effective rules from its two stored rows (docs/chapter-rules.md "Choosing and overriding rules"):
 * the organisation's preset (edited or not) with the chapter's overrides applied within the organisation's limits.
 * No row: the app's light, as before rules could be chosen. Pure, so the service and the scoring read the same.
 */

interface OrganisationRow {
  preset: string | null;
  limits: string | null;
  rules: string | null;
}

interface Effective {
  preset: PresetId;
  edited: boolean;
  limits: FieldLimits;
  organisationRules: ChapterRules;
  overrides: Overrides;
  /** Stored overrides the organisation's limits (changed since) refuse: left out until the chapter changes them. */
  ignored: Refusal[];
  rules: ChapterRules;
}

function json(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The organisation's part alone: its preset, limits and rules. */
export function organisationPart(row: OrganisationRow | undefined) {
  const preset = (PRESET_IDS as readonly string[]).includes(row?.preset ?? '') ? (row?.preset as PresetId) : 'appLight';
  const own = chapterRulesSchema.safeParse(json(row?.rules ?? null));
  const limits = fieldLimitsSchema.safeParse(json(row?.limits ?? null));
  return {
    preset,
    edited: own.success,
    limits: limits.success ? limits.data : {},
    organisationRules: own.success ? own.data : PRESETS[preset].rules,
  };
}

export function effectiveRules(organisation: OrganisationRow | undefined, overridesJson: string | null): Effective {
  const org = organisationPart(organisation);
  const parsed = overridesSchema.safeParse(json(overridesJson));
  const overrides = parsed.success ? parsed.data : {};
  const first = applyOverrides(org.organisationRules, org.limits, overrides);
  if (first.ok) return { ...org, overrides, ignored: [], rules: first.rules };
  // Apply what the limits still accept: a chapter keeps the rest of its choice when the organisation narrows one.
  const refused = new Set(first.refusals.map((r) => r.field));
  const kept = Object.fromEntries(Object.entries(overrides).filter(([field]) => !refused.has(field)));
  const second = applyOverrides(org.organisationRules, org.limits, kept);
  return second.ok
    ? { ...org, overrides, ignored: first.refusals, rules: second.rules }
    : { ...org, overrides, ignored: [...first.refusals, ...second.refusals], rules: org.organisationRules };
}
