import type { ChannelMention } from '@chapter/shared/chapter-channel.schemas';

interface Candidate {
  id: number;
  name: string;
}

/** The `@…` being typed just before the caret: where it starts and what follows the @, or null. */
export function mentionQuery(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf('@');
  if (at === -1) return null;
  // An @ inside a word (an e-mail address) starts no mention.
  if (at > 0 && !/\s/.test(before[at - 1] as string)) return null;
  const query = before.slice(at + 1);
  // A name has at most a few words; a new line or a long run ends the search.
  if (query.length > 40 || /\n/.test(query) || query.split(' ').length > 3) return null;
  return { start: at, query };
}

/** Members whose name, or one of its words, starts with the query; at most `limit`, never me. */
export function mentionCandidates<C extends Candidate>(
  members: readonly C[],
  query: string,
  me: number,
  limit = 6,
): C[] {
  const q = query.trim().toLowerCase();
  // "@Nina Rossi " with the space typed after it is a finished mention, not a search.
  if (/\s$/.test(query) && members.some((m) => m.name.toLowerCase() === q)) return [];
  return members
    .filter((m) => m.id !== me)
    .filter((m) => {
      const name = m.name.toLowerCase();
      return !q || name.startsWith(q) || name.split(/\s+/).some((w) => w.startsWith(q));
    })
    .slice(0, limit);
}

/** The picked people whose `@Name` is still in the text: what the server is told (it checks again). */
export function keptMentions(text: string, picked: readonly ChannelMention[]): ChannelMention[] {
  const lower = text.toLowerCase();
  const seen = new Set<number>();
  return picked.filter((m) => {
    if (seen.has(m.userId) || !lower.includes(`@${m.name.toLowerCase()}`)) return false;
    seen.add(m.userId);
    return true;
  });
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Splits a message into text and the `@Name`s of its mentions, longest names first so "@Ann Lee" beats "@Ann". */
export function splitMentions(
  content: string,
  mentions: readonly ChannelMention[],
): Array<{ text: string; mention?: ChannelMention }> {
  if (mentions.length === 0) return [{ text: content }];
  const names = [...mentions].sort((a, b) => b.name.length - a.name.length);
  const pattern = new RegExp(`(${names.map((m) => escapeRegExp(`@${m.name}`)).join('|')})`, 'gi');
  return content
    .split(pattern)
    .filter((part) => part !== '')
    .map((part) => {
      const mention = names.find((m) => `@${m.name}`.toLowerCase() === part.toLowerCase());
      return mention ? { text: part, mention } : { text: part };
    });
}
