import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Member } from '../../test/realtime-kit.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testClient } from '../../test/test-client.ts';
import { channelApi, channelGroup, person } from './chapter-channel-test-kit.ts';

/** A small seeded generator, so a failure replays the same way. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

describe('chapter channel unread counts', () => {
  let t: TestApp;
  let api: ReturnType<typeof channelApi>;
  beforeEach(async () => {
    t = await createTestApp({ limits: { messagesPerMinute: 1_000 } });
    api = channelApi(t);
  });
  afterEach(() => t.close());

  it('stay exact for 40 members writing, reading, being named and deleting at different times', async () => {
    const group = await channelGroup(t);
    const members: Member[] = [];
    for (let i = 0; i < 40; i++) members.push(await person(t, group.id, `Member ${String(i).padStart(2, '0')}`));
    const secretary = await person(t, group.id, 'Sue Secretary', 'Secretary Treasurer');
    const everyone = [...members, secretary];

    // The model: every live message, and how far each person has read.
    const live = new Map<number, { sender: number; mentions: number[] }>();
    const cursor = new Map<number, number>(everyone.map((m) => [m.id, 0]));
    const expected = (m: Member) => {
      const after = [...live].filter(([id]) => id > (cursor.get(m.id) ?? 0));
      return { unread: after.length, mentions: after.filter(([, msg]) => msg.mentions.includes(m.id)).length };
    };
    const next = random(21);
    const pick = () => everyone[Math.floor(next() * everyone.length)] as Member;

    for (let round = 0; round < 12; round++) {
      for (let k = 0; k < 6; k++) {
        const from = pick();
        const named = next() < 0.4 ? [pick()].filter((m) => m.id !== from.id) : [];
        const text = `round ${round} #${k}${named.map((m) => ` @${m.name}`).join('')}`;
        const sent = await api.post(from, text, { mentions: named.map((m) => m.id) });
        live.set(sent.id, { sender: from.id, mentions: named.map((m) => m.id) });
        // Writing counts as having read up to one's own message.
        cursor.set(from.id, sent.id);
      }
      // Some read everything, some only up to a message they saw earlier, the rest stay away.
      for (const m of everyone) {
        const roll = next();
        const ids = [...live.keys()];
        if (roll < 0.2) {
          const state = (await api.read(m)).body;
          cursor.set(m.id, Math.max(...ids));
          expect({ unread: state.unreadCount, mentions: state.mentionCount }).toEqual(expected(m));
        } else if (roll < 0.3 && ids.length > 0) {
          const upTo = ids[Math.floor(next() * ids.length)] as number;
          await api.read(m, upTo);
          cursor.set(m.id, Math.max(cursor.get(m.id) ?? 0, upTo));
        }
      }
      // Now and then a message goes: its sender's or, by the secretary, anyone's.
      if (round % 3 === 2) {
        const [id, msg] = [...live][Math.floor(next() * live.size)] as [number, { sender: number }];
        const by = next() < 0.5 ? secretary : (everyone.find((m) => m.id === msg.sender) as Member);
        expect((await api.remove(by, id)).statusCode).toBe(204);
        live.delete(id);
      }
      for (const m of everyone) expect([m.name, await api.counts(m)]).toEqual([m.name, expected(m)]);
    }
    expect(live.size).toBeGreaterThan(60);
  });

  it('gives messages written at the same moment one gapless order (no lost update or deadlock on PostgreSQL)', async () => {
    const group = await channelGroup(t);
    const writers: Member[] = [];
    for (let i = 0; i < 12; i++) writers.push(await person(t, group.id, `Writer ${i}`));
    const reader = await person(t, group.id, 'Quiet Reader');
    for (let round = 0; round < 3; round++) {
      const sent = await Promise.all(writers.map((w, i) => api.send(w, `r${round} w${i}`)));
      expect(sent.map((r) => r.statusCode)).toEqual(writers.map(() => 201));
    }
    const rows = await t.ctx.db.selectFrom('channel_messages').select(['id', 'seq']).orderBy('id').execute();
    expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
    expect(await api.counts(reader)).toEqual({ unread: 36, mentions: 0 });
  });

  it('takes messages and leadership announcements at the same moment (no deadlock on PostgreSQL)', async () => {
    const group = await channelGroup(t);
    const writers: Member[] = [];
    for (let i = 0; i < 8; i++) writers.push(await person(t, group.id, `Writer ${i}`));
    const secretary = await person(t, group.id, 'Sue Secretary', 'Secretary Treasurer');
    const broadcast = (i: number) =>
      testClient(t.app, secretary).call('POST /api/messaging/broadcasts', {
        body: { channel: i % 2 ? 'sms' : 'email', subject: 'News', audience: { type: 'all' }, body: `News ${i}` },
      });
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all([
        ...writers.map((w, i) => api.send(w, `r${round} w${i}`)),
        broadcast(2 * round),
        broadcast(2 * round + 1),
      ]);
      expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 201));
    }
    const rows = await t.ctx.db.selectFrom('channel_messages').select(['seq', 'kind']).orderBy('id').execute();
    expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
    expect(rows.filter((r) => r.kind === 'announcement')).toHaveLength(6);
  });

  it('never moves a read position back, and counts nothing sent before a member joined', async () => {
    const group = await channelGroup(t);
    const ann = await person(t, group.id, 'Ann Archer');
    const bob = await person(t, group.id, 'Bob Baker');
    const first = await api.post(ann, 'one');
    await api.post(ann, 'two');
    const third = await api.post(ann, 'three');
    expect((await api.read(bob, third.id)).body).toMatchObject({ lastReadId: third.id, unreadCount: 0 });
    // A late request from another tab, for an older message, changes nothing.
    expect((await api.read(bob, first.id)).body).toMatchObject({ lastReadId: third.id, unreadCount: 0 });

    t.clock.advance(60_000);
    const newcomer = await person(t, group.id, 'Nia Newcomer');
    expect(await api.counts(newcomer)).toEqual({ unread: 0, mentions: 0 });
    // History is there to read; only what comes after joining is news.
    expect((await api.page(newcomer)).body.messages).toHaveLength(3);
    t.clock.advance(1_000);
    await api.post(ann, `Welcome @Nia Newcomer!`, { mentions: [newcomer.id] });
    expect(await api.counts(newcomer)).toEqual({ unread: 1, mentions: 1 });
    expect((await api.read(newcomer)).body).toMatchObject({ unreadCount: 0, mentionCount: 0 });
  });
});
