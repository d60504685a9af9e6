import type { LanguageCode } from '@chapter/shared/languages';
import type { Db } from '../../db/kysely.ts';
import { textLanguage } from '../../lib/i18n.ts';
import type { Notice, Telling } from '../../lib/notifier.ts';
import { selectLanguagesOf } from './text-languages.repository.ts';

/**
 * The language to write to each of these members in (docs/i18n.md "The server's texts"): their own choice, else
 * their chapter's, else English. One query, however many members.
 */
export async function textLanguagesOf(db: Db, userIds: readonly number[]): Promise<Map<number, LanguageCode>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await selectLanguagesOf(db, ids);
  return new Map(rows.map((r) => [r.id, textLanguage(r.preferred_language, r.group_language)]));
}

/** One member's language to write in. */
export const textLanguageOf = async (db: Db, userId: number): Promise<LanguageCode> =>
  (await textLanguagesOf(db, [userId])).get(userId) ?? 'en';

/**
 * The same news to several members, each told in their own language (`languages` from textLanguagesOf): one telling
 * per language spoken among them, so the notifier stores them all with one insert.
 */
export function tellingsFor(
  languages: ReadonlyMap<number, LanguageCode>,
  userIds: readonly number[],
  notice: (language: LanguageCode) => Notice,
): Telling[] {
  const to = new Map<LanguageCode, number[]>();
  for (const id of new Set(userIds)) {
    const language = languages.get(id) ?? 'en';
    to.set(language, [...(to.get(language) ?? []), id]);
  }
  return [...to].map(([language, ids]) => ({ to: ids, notice: notice(language) }));
}

/** tellingsFor, reading the members' languages first. */
export async function tellingsInLanguages(
  db: Db,
  userIds: readonly number[],
  notice: (language: LanguageCode) => Notice,
): Promise<Telling[]> {
  return tellingsFor(await textLanguagesOf(db, userIds), userIds, notice);
}
