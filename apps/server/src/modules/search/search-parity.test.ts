import type { SearchResponse } from '@chapter/shared/search.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testClient } from '../../test/test-client.ts';

/**
 * The same first page on SQLite and PostgreSQL (docs/search.md "Same results on both databases"): two servers
 * with the demo chapter seeded at the same moment and the same messages added, asked the same queries by the
 * same members. Runs when TEST_DATABASE_URL names a PostgreSQL server (CI's second pass).
 */
const pgUrl = process.env.TEST_DATABASE_URL;
const DEMO_PASSWORD = 'Demo-Pass-2026!';

/** Who asks: a member, the President, a quiet member, a visitor and the platform admin. */
const ASKERS = ['member1', 'president', 'member17', 'visitor', 'admin'];

/** Conversations added to the demo chapter, in this order on both: text other search engines read differently. */
const MESSAGES: Array<[string, string, string]> = [
  ['member1', 'member2', 'Coffee at the Harbour Café on Thursday? I’ll bring the Oakridge Bakery notes.'],
  ['member2', 'member1', 'Yes! e-mail me at maya@thompson-realty.example first, or call +1 555 0101.'],
  ['member1', 'president', 'The roof at Jenna Ortiz’s is leaking again — can Victor look at it (3.5 hours)?'],
  ['president', 'member1', 'Forwarded to Victor. See https://www.example.com/roof-guide?id=12 for the checklist.'],
  ['member17', 'member1', 'Zoë from Müller-Lüdenscheidt asked about a façade quote. Naïve question: who does façades?'],
  ['member1', 'member17', 'Try Tara Quinn (Quinn Interiors) 👍 or the Boathouse people 🤔'],
  ['visitor', 'president', 'Thanks for the invitation: see you at the weekly meeting, Riverside Community Hall.'],
  ['president', 'visitor', 'Welcome! The meeting starts 07:00 sharp; coffee from 06:45.'],
];

/** Chapter channel messages added after the demo's own (which are found too), in this order on both. */
const CHANNEL: Array<[string, string]> = [
  ['member2', 'Harbour Café breakfast on Friday: Zoë brings the Müller-Lüdenscheidt façade samples.'],
  ['president', 'Reminder: the weekly meeting moves to Riverside Community Hall, 07:00 sharp (3.5 hours).'],
  ['member17', 'Anyone know a roofer? e-mail tara@quinn-interiors.example 👍'],
  ['secretary', 'Thanks for the referrals this week — Oakridge Bakery is now a client.'],
];

/** Names, companies, classifications, titles, places, record details and message words; prefixes and odd input. */
const QUERIES = [
  'owens',
  'pat',
  'family law',
  'roof',
  'roofing',
  'thompson realty',
  'realtor',
  'dan okafor',
  'financial plan',
  'meeting',
  'weekly meeting',
  'training',
  'summer mixer',
  'boathouse',
  'joan ellis',
  'coffee',
  'cafe',
  'CAFÉ',
  'harbour',
  'oakridge',
  'bakery',
  'bookkeeping',
  'gala',
  'harper logistics',
  'storms',
  'referral skills',
  'university',
  'outstanding',
  'recommend',
  'mill street',
  'video call',
  'member',
  'thompson',
  'example com',
  'maya',
  '555',
  '3 5',
  'https',
  'zoe muller',
  'facade',
  'naive',
  'ortiz',
  'o brien',
  'quinn',
  '🤔',
  'NEAR(roof leak',
  '"victor"*',
  'a',
  'e',
  's',
  'referrals',
  'accountant',
  'welcome',
  'samples',
  'tara',
];

async function chapter(databaseUrl?: string): Promise<{ app: TestApp; tokens: Map<string, string> }> {
  const app = await createTestApp({
    demoSeed: true,
    limits: { searchesPerMinute: 100_000, messagesPerMinute: 1_000 },
    ...(databaseUrl && { databaseUrl }),
  });
  const tokens = new Map<string, string>();
  for (const who of new Set([...ASKERS, ...MESSAGES.flatMap(([from, to]) => [from, to]), ...CHANNEL.map(([w]) => w)])) {
    tokens.set(who, await loginAs(app.app, `${who}@demo.test`, DEMO_PASSWORD));
  }
  const idOf = async (who: string) =>
    (
      await app.ctx.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', `${who}@demo.test`)
        .executeTakeFirstOrThrow()
    ).id;
  for (const [i, [from, to, content]] of MESSAGES.entries()) {
    await testClient(app.app, tokens.get(from) as string).ok('POST /api/inbox/messages', {
      body: { recipientId: await idOf(to), content, clientMessageId: `parity-${i}` },
    });
  }
  for (const [i, [from, content]] of CHANNEL.entries()) {
    await testClient(app.app, tokens.get(from) as string).ok('POST /api/chapter/messages', {
      body: { content, clientMessageId: `parity-channel-${i}` },
    });
  }
  return { app, tokens };
}

async function ask(
  c: { app: TestApp; tokens: Map<string, string> },
  who: string,
  q: string,
  extra: Record<string, string> = {},
) {
  const query = new URLSearchParams({ q, ...extra }).toString();
  const res = await c.app.app.inject({
    method: 'GET',
    url: `/api/search?${query}`,
    headers: bearer(c.tokens.get(who) as string),
  });
  return { status: res.statusCode, body: res.json() as SearchResponse };
}

describe.skipIf(!pgUrl)('search on SQLite and PostgreSQL', () => {
  let sqlite: Awaited<ReturnType<typeof chapter>>;
  let postgres: Awaited<ReturnType<typeof chapter>>;
  beforeAll(async () => {
    postgres = await chapter();
    sqlite = await chapter(':memory:');
    expect(sqlite.app.ctx.dialect).toBe('sqlite');
    expect(postgres.app.ctx.dialect).toBe('postgres');
  }, 120_000);
  afterAll(async () => {
    await sqlite?.app.close();
    await postgres?.app.close();
  });

  it('answers the same first page to every query of the demo chapter', async () => {
    let found = 0;
    let channelFound = 0;
    for (const who of ASKERS) {
      for (const q of QUERIES) {
        const [a, b] = [await ask(sqlite, who, q), await ask(postgres, who, q)];
        expect(b, `${who}: ${q}`).toEqual(a);
        found += a.body.groups?.reduce((n, g) => n + g.items.length, 0) ?? 0;
        channelFound += a.body.groups?.flatMap((g) => g.items).filter((i) => i.kind === 'channel_message').length ?? 0;
      }
    }
    // The queries do find things (an empty answer on both would prove nothing), the channel's messages among them.
    expect(found).toBeGreaterThan(500);
    expect(channelFound).toBeGreaterThan(20);
  }, 120_000);

  it('pages through each kind the same way', async () => {
    for (const [who, q] of [
      ['president', 'referral'],
      ['member1', 'the'],
      ['admin', 'meeting'],
      ['member1', 'e'],
      ['president', 'the'],
    ] as const) {
      const first = await ask(sqlite, who, q);
      for (const g of first.body.groups) {
        let cursor: string | null = '';
        for (let page = 0; page < 4 && cursor !== null; page++) {
          const extra: Record<string, string> = { type: g.type, ...(cursor && { cursor }) };
          const a = await ask(sqlite, who, q, extra);
          const b = await ask(postgres, who, q, extra);
          expect(b, `${who}: ${q} ${g.type} page ${page}`).toEqual(a);
          cursor = a.body.groups[0]?.nextCursor ?? null;
        }
      }
    }
  }, 120_000);
});
