import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toStamp } from '../../db/sql-values.ts';
import { buildGroup, buildMember, loginAs } from '../../test/factories.ts';
import { sendMessage } from '../../test/realtime-kit.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { group, headlines, searcher } from './search-test-kit.ts';

/**
 * Matches far back in a long conversation (docs/search.md "Cost"): on PostgreSQL a page is read from the newest
 * rows in order, then from the rows before them, then from the GIN index; the three must join into one newest-first
 * page with nothing left out. The same on SQLite, which walks its index newest first.
 */
const TOTAL = 4_600;
/** How far from the newest message each match sits: one in the first window, three in the next, two older. */
const SEXTANT_AT = [500, 1_500, 2_500, 3_800, 4_300, 4_500];
const ASTROLABE_AT = 4_400;

let t: TestApp;
let search: ReturnType<typeof searcher>;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  search = searcher(t);
  const groupId = (await buildGroup(t.ctx, { name: 'Harbour Chapter' })).id;
  const ann = await buildMember(t.ctx, { groupId, name: 'Ann Able' });
  const bob = await buildMember(t.ctx, { groupId, name: 'Bob Baker' });
  token = await loginAs(t.app, ann.email);
  const first = await sendMessage(t, { ...ann, token }, { recipientId: bob.id }, 'Hello Bob');
  const sentAt = toStamp(new Date());
  for (let start = 0; start < TOTAL; start += 500) {
    const rows = Array.from({ length: Math.min(500, TOTAL - start) }, (_, k) => {
      const back = TOTAL - 1 - (start + k);
      const word = SEXTANT_AT.includes(back) ? `sextant ${back}` : back === ASTROLABE_AT ? 'astrolabe' : 'tide';
      return {
        conversation_id: first.conversationId,
        sender_id: ann.id,
        recipient_id: bob.id,
        content: `Note ${word} for the harbour`,
        client_message_id: `deep-${start + k}`,
        sent_at: sentAt,
      };
    });
    await t.ctx.db.insertInto('messages').values(rows).execute();
  }
});
afterAll(() => t.close());

describe('search far back in a long conversation', () => {
  it('gives the newest matches first, from every stretch of the history, and pages on to the oldest', async () => {
    const expected = SEXTANT_AT.map((back) => `Note sextant ${back} for the harbour`);
    const summary = await search(token, 'sextant');
    expect(headlines(summary.body, 'messages')).toEqual(expected.slice(0, 5));
    const page = await search(token, 'sextant', { type: 'messages' });
    expect(headlines(page.body, 'messages')).toEqual(expected);
    expect(group(page.body, 'messages')?.nextCursor ?? null).toBeNull();
  });

  it('finds a rare word that only the oldest stretch holds', async () => {
    const found = await search(token, 'astrolabe');
    expect(headlines(found.body, 'messages')).toEqual(['Note astrolabe for the harbour']);
  });
});
