import type { Db } from '../../db/kysely.ts';
import { textLanguage } from '../../lib/i18n.ts';
import { selectGroupHolders } from '../../lib/principal.ts';
import { selectContactsWithSetting } from './activity.repository.ts';

/**
 * The leaders a group's scheduled e-mail goes to (the weekly summary, the at-risk report): the active members who
 * hold `permission` (or any of several) in the group (its overrides included), less those who turned `setting` off, each with the
 * language to write to them in, sorted by name. Three statements whatever the group's size.
 */
export async function leadersToEmail(db: Db, groupId: number, permission: string | readonly string[], setting: string) {
  const holders = await selectGroupHolders(db, groupId, permission);
  if (holders.length === 0) return [];
  const settings = await selectContactsWithSetting(
    db,
    holders.map((h) => h.id),
    setting,
  );
  const off = new Set(settings.filter((s) => s.value !== null && JSON.parse(s.value) === false).map((s) => s.id));
  // Each leader's language came with their setting, in the same query.
  const language = new Map(settings.map((s) => [s.id, textLanguage(s.preferred_language, s.group_language)]));
  return holders
    .filter((h) => !off.has(h.id))
    .map((h) => ({ ...h, language: language.get(h.id) ?? 'en' }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}
