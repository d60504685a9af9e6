import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testClient } from '../../test/test-client.ts';
import { api, chapter, type Person, person } from '../activity/activity-test-kit.ts';
import { UnreadMessagesEmail } from './unread-email.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ limits: { messagesPerMinute: 1_000 } });
});
afterEach(() => t.close());

let seq = 0;
const send = (from: Person, to: Person, content: string) =>
  testClient(t.app, from).ok('POST /api/inbox/messages', {
    body: { recipientId: to.id, content, clientMessageId: `m-${++seq}` },
  });
const mailTo = async (email: string) =>
  (
    await t.ctx.db
      .selectFrom('outbox')
      .select(['subject', 'body_text'])
      .where('recipient', '=', email)
      .orderBy('id')
      .execute()
  ).filter((m) => m.subject?.includes('unread message'));
const minutes = (n: number) => t.clock.advance(n * 60_000);
/** Marks a member as seen at the test clock's now, as their next API call would. */
const seenNow = (p: Person) =>
  t.ctx.db.updateTable('users').set({ last_seen_at: t.clock.now().toISOString() }).where('id', '=', p.id).execute();

describe('the unread-messages e-mail', () => {
  it('summarises unread messages to a member away for 30 minutes, each conversation once a day', async () => {
    const c = await chapter(t);
    const job = new UnreadMessagesEmail(t.ctx);
    await send(c.bob, c.ann, 'Coffee before the meeting?\nI can do 6:45.');
    await send(c.bob, c.ann, 'Or after?');
    await send(c.cat, c.ann, 'Thanks for the referral!');
    expect(await job.sendDue()).toBe(0);

    minutes(31);
    // Two server processes run the job at the same moment: one e-mail.
    const both = await Promise.all([job.sendDue(), new UnreadMessagesEmail(t.ctx).sendDue()]);
    expect(both[0] + both[1]).toBe(1);
    const [mail] = await mailTo(c.ann.email);
    expect(mail?.subject).toBe('3 unread messages from Bob Baker, Cat Cole');
    expect(mail?.body_text).toContain('Bob Baker: Coffee before the meeting?\nBob Baker: Or after?\nCat Cole: Thanks');
    expect(mail?.body_text).toContain('/inbox');

    // The same conversations again today: nothing more. A new one: only it.
    await send(c.bob, c.ann, 'Still on?');
    const dan = await person(t, c.group.id, 'Member', 'Dan Dale');
    await send(dan, c.ann, 'Hello from Dan');
    minutes(31);
    expect(await job.sendDue()).toBe(1);
    expect((await mailTo(c.ann.email)).map((m) => m.subject)).toEqual([
      '3 unread messages from Bob Baker, Cat Cole',
      '1 unread message from Dan Dale',
    ]);
  });

  it('writes in the member’s language, else the chapter’s', async () => {
    const c = await chapter(t);
    await t.ctx.db.updateTable('groups').set({ language: 'es' }).where('id', '=', c.group.id).execute();
    await t.ctx.db.updateTable('users').set({ preferred_language: 'de' }).where('id', '=', c.cat.id).execute();
    await send(c.bob, c.ann, '¿Café antes de la reunión?');
    await send(c.bob, c.ann, '¿O después?');
    await send(c.bob, c.cat, 'Danke!');
    minutes(31);
    expect(await new UnreadMessagesEmail(t.ctx).sendDue()).toBe(2);
    const mail = (email: string) =>
      t.ctx.db.selectFrom('outbox').select(['subject', 'body_text']).where('recipient', '=', email).executeTakeFirst();
    const ann = await mail(c.ann.email);
    expect(ann?.subject).toBe('2 mensajes sin leer de Bob Baker');
    expect(ann?.body_text).toContain('Tienes 2 mensajes sin leer en Chapter:');
    expect((await mail(c.cat.email))?.subject).toBe('1 ungelesene Nachricht von Bob Baker');
  });

  it('waits while the member is around, skips read messages, and respects the "New messages" setting', async () => {
    const c = await chapter(t);
    const job = new UnreadMessagesEmail(t.ctx);
    await send(c.bob, c.ann, 'Seen soon');
    minutes(31);
    await seenNow(c.ann);
    expect(await job.sendDue()).toBe(0);

    // Read in the app: no e-mail, however long she is away afterwards.
    const conversation = (await send(c.bob, c.ann, 'Another')).conversationId;
    await api(t)
      .as(c.ann)
      .ok('POST /api/inbox/conversations/:id/read', { params: { id: conversation } });
    minutes(61);
    expect(await job.sendDue()).toBe(0);

    await testClient(t.app, c.cat).ok('PUT /api/settings', {
      body: { category: 'notifications', setting: 'emailMessages', value: false },
    });
    await send(c.bob, c.cat, 'Cat, are you in?');
    minutes(31);
    await t.ctx.db.updateTable('users').set({ last_seen_at: null }).where('id', '=', c.cat.id).execute();
    expect(await job.sendDue()).toBe(0);
    expect(await mailTo(c.cat.email)).toEqual([]);
  });
});
