import type { Db } from '../../apps/server/src/db/kysely.ts';
import { toStamp } from '../../apps/server/src/db/sql-values.ts';
import { seededRandom } from './seeded-random.ts';

/**
 * The search benchmark's chapter: 40 members, 12 meetings, 60 activity records of member 0, and `messages`
 * messages written in bulk (multi-row inserts, the database's triggers on, so the search indexes are the
 * server's own). Half the messages are member 0's, with the 39 others in turn; the rest pass between the others.
 * The words come from a fixed vocabulary with fixed shares, so each query matches the same share of messages at
 * every size; three messages of member 0 hold a rare word ("okafor") at every size. The chapter's channel holds a
 * tenth as many messages again, from the same vocabulary, so the messages kind reads both of its sources.
 */

const BATCH = 500;
const NAMES = [
  'Daniel Okafor',
  'Patricia Owens',
  'Victor Alvarez',
  'Beatrice Kim',
  'Samuel Reyes',
  'Maya Thompson',
  'Grace Liu',
  'Henry Walsh',
  'Isabel Moreno',
  'Jacob Stein',
];
/** Word → share of messages holding it. */
const VOCABULARY: Array<[string, number]> = [
  ['thanks', 0.3],
  ['meeting', 0.2],
  ['coffee', 0.1],
  ['roof', 0.05],
  ['quote', 0.05],
  ['invoice', 0.01],
];
/**
 * Words written together, as people write them ("a roof quote"), besides their shares above. Without it the two
 * words meet in 0.25% of messages: about one of member 0's at 1,000 messages, so the page at 1,000 held 6 results
 * against 10 at 100,000 and the ratio measured the page filling up, not the table growing.
 */
const PHRASES: Array<[string[], number]> = [[['roof', 'quote'], 0.01]];
const FILLER = ['the', 'a', 'for', 'with', 'about', 'next', 'week', 'client', 'call', 'later', 'today', 'plan'];

interface Chapter {
  /** The searching member. */
  me: number;
  members: number[];
}

export async function buildChapter(db: Db, messages: number): Promise<Chapter> {
  const now = toStamp(new Date());
  const group = await db
    .insertInto('groups')
    .values({
      name: 'Search chapter',
      status: 'active',
      code: '616161',
      capacity: null,
      accepting_members: 1,
      timezone: 'UTC',
      allow_substitute_login: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const users = await db
    .insertInto('users')
    .values(
      Array.from({ length: 40 }, (_, i) => ({
        email: `search${i}@bench.test`,
        name: i < NAMES.length ? (NAMES[i] as string) : `Member ${i}`,
        company_name: `Company ${i} Roofing`,
        password_hash: null,
        status: 'active' as const,
        created_at: now,
        updated_at: now,
      })),
    )
    .returning('id')
    .execute();
  const members = users.map((u) => u.id);
  const me = members[0] as number;
  await db
    .insertInto('memberships')
    .values(
      members.map((id, i) => ({
        user_id: id,
        group_id: group.id,
        role: i === 0 ? 'President' : 'Member',
        status: 'active' as const,
        classification: `Trade ${i}`,
        joined_at: now,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  await db
    .insertInto('meetings')
    .values(
      Array.from({ length: 12 }, (_, i) => ({
        group_id: group.id,
        type: 'chapter' as const,
        title: i % 3 ? 'Weekly meeting' : 'Roof safety training',
        starts_at: toStamp(new Date(Date.now() + (i - 6) * 7 * 86_400_000)),
        ends_at: toStamp(new Date(Date.now() + (i - 6) * 7 * 86_400_000 + 5_400_000)),
        timezone: 'UTC',
        location: 'Community hall',
        online_link: null,
        agenda: null,
        speaker: null,
        status: 'scheduled' as const,
        series_id: null,
        occurrence_key: null,
        created_by: null,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  await db
    .insertInto('activity_records')
    .values(Array.from({ length: 60 }, (_, i) => referral(group.id, members[1 + (i % 39)] as number, me, i, now)))
    .execute();
  await writeMessages(db, me, members, messages, now);
  await writeChannelMessages(db, group.id, members, Math.floor(messages / 10), now);
  return { me, members };
}

/** Words of one message: filler, and each word of the vocabulary at its share. */
function wordsOf(rnd: () => number): string[] {
  const words = Array.from({ length: 6 }, () => FILLER[Math.floor(rnd() * FILLER.length)] as string);
  for (const [word, share] of VOCABULARY) if (rnd() < share) words.splice(Math.floor(rnd() * words.length), 0, word);
  for (const [phrase, share] of PHRASES)
    if (rnd() < share) words.splice(Math.floor(rnd() * words.length), 0, ...phrase);
  return words;
}

async function writeChannelMessages(db: Db, groupId: number, members: number[], count: number, now: string) {
  const rnd = seededRandom(20260302);
  for (let start = 0; start < count; start += BATCH) {
    const rows = [];
    for (let i = start; i < Math.min(count, start + BATCH); i++) {
      rows.push({
        group_id: groupId,
        seq: i + 1,
        sender_id: members[i % members.length] as number,
        kind: 'message' as const,
        content: wordsOf(rnd).join(' '),
        client_message_id: `bench-channel-${i}`,
        sent_at: now,
      });
    }
    await db.insertInto('channel_messages').values(rows).execute();
  }
  await db.insertInto('chapter_channels').values({ group_id: groupId, last_seq: count }).execute();
}

function referral(groupId: number, giver: number, receiver: number, i: number, now: string) {
  return {
    group_id: groupId,
    type: 'referral' as const,
    giver_id: giver,
    receiver_id: receiver,
    status: 'new',
    approval_status: 'approved' as const,
    approval_reason: null,
    decided_by: null,
    decided_at: null,
    amount_cents: null,
    currency: null,
    credits: null,
    referral_id: null,
    summary: `Prospect ${i}`,
    details: JSON.stringify({ prospectName: `Prospect ${i}`, description: 'Needs a roof quote', temperature: 3 }),
    occurred_at: now,
    client_request_id: `bench-${i}`,
    created_at: now,
    updated_at: now,
  };
}

async function writeMessages(db: Db, me: number, members: number[], count: number, now: string): Promise<void> {
  const rnd = seededRandom(20260301);
  const pairs = new Map<string, number>();
  const conversation = async (a: number, b: number) => {
    const key = `${Math.min(a, b)}-${Math.max(a, b)}`;
    let id = pairs.get(key);
    if (id === undefined) {
      id = (
        await db
          .insertInto('conversations')
          .values({ user_a_id: Math.min(a, b), user_b_id: Math.max(a, b), created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      pairs.set(key, id);
    }
    return id;
  };
  // The rare word, in three of member 0's messages, spread over the history.
  const needles = new Set(
    [Math.floor(count * 0.1), Math.floor(count * 0.5), Math.floor(count * 0.9)].map((n) => n - (n % 2)),
  );
  const others = members.slice(1);
  for (let start = 0; start < count; start += BATCH) {
    const rows = [];
    for (let i = start; i < Math.min(count, start + BATCH); i++) {
      const [a, b] =
        i % 2 === 0
          ? [me, others[(i / 2) % others.length] as number]
          : [others[Math.floor(rnd() * others.length)] as number, others[Math.floor(rnd() * others.length)] as number];
      const [from, to] = a === b ? [a, others[(others.indexOf(a) + 1) % others.length] as number] : [a, b];
      const words = wordsOf(rnd);
      if (needles.has(i)) words.push('okafor');
      rows.push({
        conversation_id: await conversation(from, to),
        sender_id: i % 4 < 2 ? from : to,
        recipient_id: i % 4 < 2 ? to : from,
        content: words.join(' '),
        client_message_id: `bench-${i}`,
        sent_at: now,
      });
    }
    await db.insertInto('messages').values(rows).execute();
  }
}
