/** The rules chapters are judged by (migration 0032, docs/chapter-rules.md); column conventions in column-types.ts. */
import type { Timestamp } from './column-types.ts';

/**
 * The organisation's row (scope 'organisation': preset, limits, rules) or a chapter's (scope 'group:<id>':
 * overrides). JSON columns hold what the engine's schemas accept (packages/shared/src/chapter-rules/).
 */
export interface ChapterRulesTable {
  scope: string;
  group_id: number | null;
  preset: string | null;
  limits: string | null;
  /** The organisation's own edits of its preset, whole; null: the preset as it is. */
  rules: string | null;
  overrides: string | null;
  changed_by: number | null;
  changed_at: Timestamp;
}
