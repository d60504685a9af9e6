import { OVERRIDABLE_FIELDS, type OverridableField, type Refusal } from '@chapter/shared/chapter-rules/overrides';
import type { ChapterRules } from '@chapter/shared/chapter-rules/schemas';
import { chapterRulesMessages } from './messages.ts';

/**
 * The overridable fields as the forms hold them: a field's dotted name ("attendance.allowedAbsences") becomes a key
 * without dots, so react-hook-form does not read it as a path; the words name each by that key.
 */
export const FIELDS = OVERRIDABLE_FIELDS;
export type Field = OverridableField;
export const fieldKey = (field: string) => field.replaceAll('.', '_');

/** A field's value in a set of rules; undefined where the rules have no such line (a colour not used). */
export function valueAt(rules: ChapterRules, field: Field): number | boolean | null | undefined {
  const [root, ...path] = field.split('.');
  if (root === 'scorecard') return rules.scorecard.colours.find((c) => c.colour === path[1])?.min;
  let node: unknown = rules.attendance;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return null;
    node = (node as Record<string, unknown>)[key];
  }
  return node as number | boolean | null | undefined;
}

export const fieldLabel = (field: string) => chapterRulesMessages.text('field', { field: fieldKey(field) });

export const refusalText = (r: Refusal) =>
  chapterRulesMessages.text('refusal', { reason: r.reason, min: r.min ?? '', max: r.max ?? '' });

export function valueText(value: number | boolean | null | undefined): string {
  const t = chapterRulesMessages.text;
  if (value === null || value === undefined) return t('noLimit');
  if (typeof value === 'boolean') return value ? t('yes') : t('no');
  return String(value);
}

/** "Between 2 and 4", "At least 2", or nothing: the range the organisation opened a number field with. */
export function rangeText(limit: { min?: number; max?: number; off?: boolean } | undefined): string | undefined {
  const t = chapterRulesMessages.text;
  if (!limit) return undefined;
  const { min, max } = limit;
  const range =
    min !== undefined && max !== undefined
      ? t('range', { min, max })
      : min !== undefined
        ? t('rangeMin', { min })
        : max !== undefined
          ? t('rangeMax', { max })
          : undefined;
  return [range, limit.off ? t('mayBeEmpty') : undefined].filter(Boolean).join(' ') || undefined;
}
