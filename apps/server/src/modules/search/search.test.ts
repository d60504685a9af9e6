import type { SearchResponse } from '@chapter/shared/search.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildGroup, buildMember, loginAs } from '../../test/factories.ts';
import { sendMessage } from '../../test/realtime-kit.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testClient } from '../../test/test-client.ts';
import { api, type Person, person } from '../activity/activity-test-kit.ts';
import { addMeeting, group, headlines, kinds, marked, searcher } from './search-test-kit.ts';

/**
 * The header search (docs/search.md) on SQLite, and on PostgreSQL with TEST_DATABASE_URL: what each member finds,
 * in which order, with which words marked, and nothing of another chapter.
 */
let t: TestApp;
let search: ReturnType<typeof searcher>;
let harbour: number;
let ann: Person;
let bob: Person;
let cat: Person;
let zed: Person;
let visitor: Person;

async function classify(userId: number, classification: string) {
  await t.ctx.db.updateTable('memberships').set({ classification }).where('user_id', '=', userId).execute();
}

beforeAll(async () => {
  t = await createTestApp({ limits: { messagesPerMinute: 1_000 } });
  search = searcher(t);
  harbour = (await buildGroup(t.ctx, { name: 'Harbour Chapter' })).id;
  const other = (await buildGroup(t.ctx, { name: 'Zulu Chapter' })).id;
  const member = async (groupId: number, name: string, company: string, classification: string) => {
    const m = await buildMember(t.ctx, { groupId, name, companyName: company });
    await classify(m.id, classification);
    return { id: m.id, name, email: m.email, token: await loginAs(t.app, m.email) };
  };
  ann = await member(harbour, 'Ann Able', 'Able Roofing & Sons', 'Roofer');
  bob = await member(harbour, 'Bob Baker', 'Baker Bakes', 'Baker');
  cat = await member(harbour, 'Cat Cole', 'Cole Café', 'Barista');
  zed = await member(other, 'Zed Zulu', 'Zulu Roofing', 'Roof Inspector');
  visitor = await person(t, harbour, 'Visitor', 'Vera Visiting');
  await addMeeting(t, harbour, 'Harbour roofing workshop', 3, { location: 'Able Roofing yard' });
  await addMeeting(t, other, 'Zulu roofing workshop', 3);
});
afterAll(() => t.close());

describe('GET /api/search', () => {
  it('finds members of the group by name, company or classification, marked, linking to their profile', async () => {
    const byName = await search(bob.token, 'ann');
    expect(byName.status).toBe(200);
    const first = group(byName.body, 'members')?.items[0];
    expect(first).toMatchObject({ kind: 'member', id: ann.id, link: `/profile/${ann.id}`, role: 'Member' });
    expect(first?.kind === 'member' && marked(first.name)).toEqual(['Ann']);
    expect(headlines((await search(bob.token, 'baker bakes')).body, 'members')).toEqual(['Bob Baker']);
    expect(headlines((await search(bob.token, 'roofer')).body, 'members')).toEqual(['Ann Able']);
    // The last word is also the start of a longer one; accents and case do not matter, either way round.
    const café = (await search(ann.token, 'CAFE')).body;
    expect(headlines(café, 'members')).toEqual(['Cat Cole']);
    const cafeMember = group(café, 'members')?.items[0];
    expect(cafeMember?.kind === 'member' && marked(cafeMember.companyName)).toEqual(['Café']);
    expect(headlines((await search(ann.token, 'colé caf')).body, 'members')).toEqual(['Cat Cole']);
    expect(headlines((await search(ann.token, 'bak')).body, 'members')).toEqual(['Bob Baker']);
  });

  it('shows nothing of another chapter, whatever is searched', async () => {
    for (const q of ['zed', 'zulu', 'roof inspector', 'zulu roofing workshop']) {
      const { status, body } = await search(ann.token, q);
      expect(status, q).toBe(200);
      expect(JSON.stringify(body), q).not.toMatch(/Zulu|Zed/);
    }
    const roofing = await search(zed.token, 'roofing');
    expect(headlines(roofing.body, 'members')).toEqual(['Zed Zulu']);
    expect(headlines(roofing.body, 'meetings')).toEqual(['Zulu roofing workshop']);
    // A platform admin acts in every group, as on the roster and the calendar.
    const admin = await buildAdmin(t.ctx);
    const all = await search(await loginAs(t.app, admin.email), 'roofing');
    expect(headlines(all.body, 'members')).toEqual(['Ann Able', 'Zed Zulu']);
  });

  it('finds only messages of conversations I take part in, not deleted ones, with the words marked', async () => {
    const kept = await sendMessage(t, ann, { recipientId: bob.id }, 'The gutter quote for Dockside is ready');
    await sendMessage(t, bob, { conversationId: kept.conversationId }, 'Thanks! Dockside will love it');
    const gone = await sendMessage(t, ann, { recipientId: bob.id }, 'Dockside draft, please ignore');
    await sendMessage(t, cat, { recipientId: bob.id }, 'Dockside? never heard of it');
    const del = await testClient(t.app, ann).call('DELETE /api/inbox/messages/:id', { params: { id: gone.id } });
    expect(del.statusCode).toBe(204);

    const mine = await search(ann.token, 'dockside');
    expect(kinds(mine.body)).toEqual(['messages']);
    const items = group(mine.body, 'messages')?.items ?? [];
    expect(items.map((m) => m.kind === 'message' && m.excerpt.text)).toEqual([
      'Thanks! Dockside will love it',
      'The gutter quote for Dockside is ready',
    ]);
    expect(items[0]).toMatchObject({
      link: `/inbox/conversation/${kept.conversationId}?message=${items[0]?.id}`,
      sender: { id: bob.id, name: 'Bob Baker' },
      otherMember: { id: bob.id, name: 'Bob Baker' },
    });
    expect(items.map((m) => m.kind === 'message' && marked(m.excerpt))).toEqual([['Dockside'], ['Dockside']]);
    // Bob is in both conversations; Zed, in another chapter, in none.
    expect(group((await search(bob.token, 'dockside')).body, 'messages')?.items).toHaveLength(3);
    expect((await search(zed.token, 'dockside')).body.groups).toEqual([]);
  });

  it('finds my activity records, given and received, linking to the record on its page', async () => {
    const calls = api(t);
    const referral = await calls.referral(ann, bob, { prospectName: 'Harriet Quayside', description: 'Wants solar' });
    expect(referral.statusCode).toBe(201);
    const id = referral.body.id;
    const given = group((await search(ann.token, 'quayside')).body, 'records')?.items[0];
    expect(given).toMatchObject({
      kind: 'record',
      id,
      activityType: 'referral',
      direction: 'given',
      otherMember: { id: bob.id },
      link: `/activity/referral?record=${id}`,
    });
    const received = group((await search(bob.token, 'solar')).body, 'records')?.items[0];
    expect(received).toMatchObject({ direction: 'received', link: `/activity/referral?record=${id}&filter=received` });
    expect(received?.kind === 'record' && marked(received.excerpt)).toEqual(['solar']);
    // A thanks' title is its description: the excerpt does not say it twice.
    expect((await calls.business(bob, ann, { description: 'Gutter repairs at the marina' })).statusCode).toBe(201);
    const thanks = group((await search(ann.token, 'gutter')).body, 'records')?.items[0];
    expect(thanks).toMatchObject({ activityType: 'closed_business', direction: 'received', excerpt: null });
    expect(thanks?.kind === 'record' && marked(thanks.title)).toEqual(['Gutter']);
    // Cat is in the same chapter but not a party to it.
    expect((await search(cat.token, 'quayside')).body.groups).toEqual([]);
    // A renamed member is found under the new name in the records they take part in.
    await t.ctx.db.updateTable('users').set({ name: 'Robert Baker' }).where('id', '=', bob.id).execute();
    const renamed = group((await search(ann.token, 'robert')).body, 'records')?.items[0];
    expect(renamed?.kind === 'record' && marked(renamed.otherMember.name)).toEqual(['Robert']);
    await t.ctx.db.updateTable('users').set({ name: 'Bob Baker' }).where('id', '=', bob.id).execute();
  });

  it('puts the kind that matches best first: a name or title before words inside a message', async () => {
    await sendMessage(t, bob, { recipientId: ann.id }, 'Ann, the roofing workshop is on Thursday');
    const workshop = await search(ann.token, 'roofing workshop');
    // The meeting's title is the query; messages only mention it.
    expect(kinds(workshop.body)).toEqual(['meetings', 'messages']);
    // "roofing": Ann's company and the meeting's title both hold the word: members come first among equals.
    expect(kinds((await search(bob.token, 'roofing')).body)).toEqual(['members', 'meetings', 'messages']);
    // "Able Roofing yard" is only the meeting's place: the member, named by the query, comes first.
    expect(kinds((await search(bob.token, 'able roofing')).body)).toEqual(['members', 'meetings']);
  });

  it('lists meetings not over yet first, soonest first, then past ones, latest first', async () => {
    const g = (await buildGroup(t.ctx)).id;
    const m = await buildMember(t.ctx, { groupId: g });
    const token = await loginAs(t.app, m.email);
    for (const [title, days] of [
      ['Gala 1', -30],
      ['Gala 2', 20],
      ['Gala 3', -2],
      ['Gala 4', 5],
    ] as const) {
      await addMeeting(t, g, title, days);
    }
    expect(headlines((await search(token, 'gala')).body, 'meetings')).toEqual(['Gala 4', 'Gala 2', 'Gala 3', 'Gala 1']);
    const page = await search(token, 'gala', { type: 'meetings' });
    expect(page.body.groups[0]?.nextCursor).toBeNull();
  });

  it('pages through one kind with its cursor, newest first, without gaps or repeats', async () => {
    const [sam, tia] = [await person(t, harbour), await person(t, harbour)] as [Person, Person];
    for (let i = 1; i <= 45; i++)
      await sendMessage(t, i % 2 ? sam : tia, { recipientId: i % 2 ? tia.id : sam.id }, `lighthouse note ${i}`);
    const preview = await search(sam.token, 'lighthouse');
    expect(group(preview.body, 'messages')?.items).toHaveLength(5);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await search(sam.token, 'lighthouse', { type: 'messages', ...(cursor && { cursor }) });
      expect(res.status).toBe(200);
      const g = res.body.groups[0];
      seen.push(...(g?.items ?? []).map((m) => (m.kind === 'message' ? m.excerpt.text : '')));
      cursor = g?.nextCursor ?? null;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(Array.from({ length: 45 }, (_, i) => `lighthouse note ${45 - i}`));
  });

  it('finds rare words in old messages and pages through thousands of them in order', async () => {
    const [uma, vic] = [await person(t, harbour), await person(t, harbour)] as [Person, Person];
    const first = await sendMessage(t, uma, { recipientId: vic.id }, 'start');
    const sent = t.clock.now().toISOString();
    const rows = Array.from({ length: 2_100 }, (_, i) => ({
      conversation_id: first.conversationId,
      sender_id: i % 2 ? uma.id : vic.id,
      recipient_id: i % 2 ? vic.id : uma.id,
      content: `${[10, 500, 2050, 2090].includes(i) ? 'quartz ' : ''}${i % 50 === 0 ? 'marker ' : ''}note ${i}`,
      client_message_id: `bulk-${i}`,
      sent_at: sent,
    }));
    for (let i = 0; i < rows.length; i += 300)
      await t.ctx.db
        .insertInto('messages')
        .values(rows.slice(i, i + 300))
        .execute();
    const texts = (answer: SearchResponse) =>
      answer.groups.flatMap((g) => g.items.map((m) => (m.kind === 'message' ? m.excerpt.text : '')));
    // Two of the four are older than the newest 2,000 messages.
    expect(texts((await search(uma.token, 'quartz', { type: 'messages' })).body)).toEqual([
      'quartz note 2090',
      'quartz marker note 2050',
      'quartz marker note 500',
      'quartz note 10',
    ]);
    const markers: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await search(vic.token, 'marker', { type: 'messages', ...(cursor && { cursor }) });
      markers.push(...texts(res.body));
      cursor = res.body.groups[0]?.nextCursor ?? null;
    } while (cursor);
    expect(markers).toEqual(
      Array.from({ length: 42 }, (_, k) => 2050 - k * 50).map(
        (i) => `${[500, 2050].includes(i) ? 'quartz ' : ''}marker note ${i}`,
      ),
    );
  });

  it('answers every kind of odd input with results or a clear 400, never a server error', async () => {
    const odd = [
      '"',
      '*',
      '-',
      'NEAR(ann bob)',
      'ann AND',
      'ann OR bob',
      '"ann',
      'ann*',
      '^ann',
      'scope:g1',
      "o'brien",
      '\\',
      '(',
      '@u1',
      'ann:*',
      '🙂',
      'a'.repeat(100),
    ];
    for (const q of odd) {
      const { status, body } = await search(ann.token, q);
      expect([200, 400], `${q} → ${status} ${JSON.stringify(body)}`).toContain(status);
      if (status === 400) expect(body.code, q).toBe('VALIDATION_ERROR');
    }
    expect(headlines((await search(bob.token, 'NEAR(ann')).body, 'members')).toEqual([]);
    expect(headlines((await search(bob.token, '"ann"*')).body, 'members')).toEqual(['Ann Able']);
    const bad = async (q: string, extra: Record<string, string> = {}) => {
      const res = await search(ann.token, q, extra);
      return [res.status, res.body.message];
    };
    expect(await bad('"*" -')).toEqual([400, 'Search for a word: letters or digits']);
    expect(await bad('   ')).toEqual([400, expect.any(String)]);
    expect(await bad('a'.repeat(101))).toEqual([400, 'A word of the search is too long (at most 100 letters)']);
    expect(await bad('a b c d e f g h i j k')).toEqual([400, 'Search for at most 10 words']);
    expect((await bad('ann', { cursor: 'abc' }))[0]).toBe(400);
    expect((await bad('ann', { type: 'messages', cursor: 'not-a-cursor' }))[0]).toBe(400);
    const huge = Buffer.from(JSON.stringify({ inbox: [9_999_999_999] })).toString('base64url');
    expect((await bad('ann', { type: 'messages', cursor: huge }))[0]).toBe(400);
    expect((await bad('ann', { type: 'everything' }))[0]).toBe(400);
    expect((await testClient(t.app).call('GET /api/search', { query: { q: 'ann' } })).statusCode).toBe(401);
  });

  it('follows each screen’s permission: a visitor finds meetings and messages, not members or records', async () => {
    const answer = await search(visitor.token, 'roofing');
    expect(kinds(answer.body)).toEqual(['meetings']);
    const denied = await search(visitor.token, 'ann', { type: 'members' });
    expect(denied.status).toBe(403);
  });

  it('limits how fast one member searches', async () => {
    const limited = await createTestApp({ limits: { searchesPerMinute: 2 } });
    try {
      const g = (await buildGroup(limited.ctx)).id;
      const m = await buildMember(limited.ctx, { groupId: g });
      const token = await loginAs(limited.app, m.email);
      const run = searcher(limited);
      expect((await run(token, 'a')).status).toBe(200);
      expect((await run(token, 'b')).status).toBe(200);
      const third = await run(token, 'c');
      expect(third.status).toBe(429);
      expect(third.body.code).toBe('RATE_LIMIT');
    } finally {
      await limited.close();
    }
  });
});
