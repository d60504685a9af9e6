import type { ChapterRules } from '@chapter/shared/chapter-rules/schemas';
import type { Db } from '../../db/kysely.ts';
import { effectiveRules } from './effective-rules.ts';

/** The organisation's row and a chapter's share one table (migration 0032), told apart by their scope. */
export const ORGANISATION_SCOPE = 'organisation';
export const groupScope = (groupId: number) => `group:${groupId}`;

/**
 * The organisation's row and the chapter's, with who last changed each: one statement, whatever the caller
 * (the scoring reads it once per request).
 */
export function selectRulesRows(db: Db, groupId: number | null) {
  const scopes = groupId === null ? [ORGANISATION_SCOPE] : [ORGANISATION_SCOPE, groupScope(groupId)];
  return db
    .selectFrom('chapter_rules as r')
    .leftJoin('users as u', 'u.id', 'r.changed_by')
    .select(['r.scope', 'r.preset', 'r.limits', 'r.rules', 'r.overrides', 'r.changed_at', 'r.changed_by', 'u.name'])
    .where('r.scope', 'in', scopes)
    .execute();
}
export type RulesRow = Awaited<ReturnType<typeof selectRulesRows>>[number];

interface Write {
  preset?: string;
  limits?: string;
  rules?: string | null;
  overrides?: string;
  changedBy: number;
  changedAt: string;
}

/** Creates or replaces a scope's row. */
export async function upsertRules(db: Db, scope: string, groupId: number | null, w: Write): Promise<void> {
  const values = {
    preset: w.preset ?? null,
    limits: w.limits ?? null,
    rules: w.rules ?? null,
    overrides: w.overrides ?? null,
    changed_by: w.changedBy,
    changed_at: w.changedAt,
  };
  await db
    .insertInto('chapter_rules')
    .values({ scope, group_id: groupId, ...values })
    .onConflict((oc) => oc.column('scope').doUpdateSet(values))
    .execute();
}

/** A chapter's effective rules for scoring (docs/chapter-rules.md "How scoring picks them up"): one read. */
export async function selectChapterRules(db: Db, groupId: number): Promise<ChapterRules> {
  const rows = await selectRulesRows(db, groupId);
  const chapter = rows.find((r) => r.scope === groupScope(groupId));
  return effectiveRules(
    rows.find((r) => r.scope === ORGANISATION_SCOPE),
    chapter?.overrides ?? null,
  ).rules;
}

export const selectGroupName = (db: Db, groupId: number) =>
  db.selectFrom('groups').select('name').where('id', '=', groupId).executeTakeFirst();
