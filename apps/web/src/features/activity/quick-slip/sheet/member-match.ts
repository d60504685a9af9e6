import type { RosterMember } from '@chapter/shared/members.schemas';

/**
 * The member step's search (docs/quick-slip.md "The member"), in the browser so it works offline on the roster the
 * phone holds. It reads words as search does (docs/search.md "Reading a query"): words are runs of letters and
 * digits, case and accents do not matter ("muller" finds "Müller"), and every word must be found in the name, the
 * company or the classification, the last one also as the start of a longer word while it is typed.
 */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const wordsOf = (text: string) => fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];

function memberMatches(member: RosterMember, query: string): boolean {
  const words = wordsOf(query);
  if (words.length === 0) return true;
  const own = wordsOf([member.name, member.companyName ?? '', member.classification ?? ''].join(' '));
  const last = words.length - 1;
  return words.every((word, i) => own.some((w) => (i === last ? w.startsWith(word) : w === word)));
}

/**
 * The list the step shows: the recent and frequent partners first, in their rank (GET /api/activities/partners),
 * then everyone else in the roster's order; both filtered by the query.
 */
export function orderMembers(
  members: RosterMember[],
  partnerIds: number[],
  query: string,
): { recent: RosterMember[]; others: RosterMember[] } {
  const matching = members.filter((m) => memberMatches(m, query));
  const byId = new Map(matching.map((m) => [m.id, m]));
  const recent = partnerIds.flatMap((id) => byId.get(id) ?? []);
  const shown = new Set(recent.map((m) => m.id));
  return { recent, others: matching.filter((m) => !shown.has(m.id)) };
}
