import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { buildGroup, buildMember, type GroupRow, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp, type TestAppOverrides } from '../../test/test-app.ts';
import { type BodyOf, testClient } from '../../test/test-client.ts';

let t: TestApp;
let group: GroupRow;
let server: Server | undefined;

afterEach(async () => {
  await t.close();
  await new Promise((r) => (server ? server.close(r) : r(undefined)));
  server = undefined;
});

async function setup(overrides: TestAppOverrides = {}) {
  t = await createTestApp(overrides);
  group = await buildGroup(t.ctx, { name: 'Harbour' });
  const sender = await buildMember(t.ctx, { groupId: group.id, role: 'Secretary Treasurer', name: 'Sam Sender' });
  await setPhone(sender.id, '+447700900001');
  return loginAs(t.app, sender.email);
}

const setPhone = (id: number, phone: string | null) =>
  t.ctx.db.updateTable('users').set({ phone }).where('id', '=', id).execute();
type Broadcast = BodyOf<'POST /api/messaging/broadcasts'>;
const send = (token: string, body: Broadcast) =>
  testClient(t.app, token).call('POST /api/messaging/broadcasts', { body });
const detailOf = (token: string, broadcastId: number) =>
  testClient(t.app, token).ok('GET /api/messaging/broadcasts/:broadcastId', { params: { broadcastId } });

describe('SMS broadcasts', () => {
  it('queues one SMS per member, skips opted-out and phoneless members, and audits the send', async () => {
    const token = await setup();
    const ann = await buildMember(t.ctx, { groupId: group.id, name: 'Ann' });
    const bob = await buildMember(t.ctx, { groupId: group.id, name: 'Bob' });
    const cat = await buildMember(t.ctx, { groupId: group.id, name: 'Cat' });
    await buildMember(t.ctx, { groupId: (await buildGroup(t.ctx)).id, name: 'Elsewhere' });
    await setPhone(ann.id, '07700 900123');
    await setPhone(bob.id, '+44 7700 900456');
    await testClient(t.app, await loginAs(t.app, bob.email)).ok('PUT /api/settings', {
      body: { category: 'notifications', setting: 'smsAnnouncements', value: false },
    });
    const res = await send(token, {
      channel: 'sms',
      audience: { type: 'roles', roles: ['Member'] },
      body: 'Meeting moved to 7:30.',
    });
    expect(res.statusCode).toBe(201);
    const { broadcast } = res.body;
    expect(broadcast).toMatchObject({ recipientCount: 1, skippedCount: 2, audience: 'Roles: Member' });
    expect(broadcast.recipients).toEqual([
      expect.objectContaining({ name: 'Ann', status: 'held', address: '07700900123' }),
      expect.objectContaining({ name: 'Bob', status: 'skipped', detail: 'Opted out of announcements' }),
      expect.objectContaining({ name: 'Cat', status: 'skipped', detail: 'No valid phone number' }),
    ]);
    void cat;
    const outbox = await t.ctx.db.selectFrom('outbox').selectAll().where('kind', '=', 'sms').orderBy('id').execute();
    expect(outbox).toEqual([
      expect.objectContaining({
        recipient: '07700900123',
        body_text: 'Harbour: Meeting moved to 7:30.',
        status: 'held',
      }),
    ]);
    // No SMTP either: the mail worker must not pick the SMS up as an e-mail.
    await t.ctx.mail.worker.drain();
    expect((await t.ctx.db.selectFrom('outbox').select('status').executeTakeFirst())?.status).toBe('held');
    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'messaging.sms_sent')
      .execute();
    expect(audit[0]?.summary).toBe('SMS to Roles: Member: 1 queued, 2 skipped');
    const list = await testClient(t.app, token).ok('GET /api/messaging/broadcasts');
    expect(list.items[0]).toMatchObject({ statusCounts: { held: 1, skipped: 2 } });
  });

  it('refuses more than 480 characters, an empty audience and members of another group', async () => {
    const token = await setup();
    const elsewhere = await buildMember(t.ctx, { groupId: (await buildGroup(t.ctx)).id });
    const all = { type: 'all' } as const;
    expect((await send(token, { channel: 'sms', audience: all, body: 'x'.repeat(481) })).statusCode).toBe(400);
    expect((await send(token, { channel: 'sms', audience: all, body: 'x'.repeat(480) })).statusCode).toBe(201);
    expect(
      (await send(token, { channel: 'sms', audience: { type: 'roles', roles: ['Visitor'] }, body: 'Hi' })).statusCode,
    ).toBe(400);
    expect(
      (await send(token, { channel: 'sms', audience: { type: 'members', userIds: [elsewhere.id] }, body: 'Hi' }))
        .statusCode,
    ).toBe(404);
    const noSubject = { body: { channel: 'email', audience: all, body: 'No subject' } };
    expect((await testClient(t.app, token).raw('POST /api/messaging/broadcasts', noSubject)).statusCode).toBe(400);
  });

  it('enforces the daily cap per group and resets it the next UTC day', async () => {
    const token = await setup({ smsDailyCap: 3 });
    for (const n of [1, 2])
      await setPhone((await buildMember(t.ctx, { groupId: group.id, name: `M${n}` })).id, `+4477009000${n}2`);
    const all: Broadcast = { channel: 'sms', audience: { type: 'all' }, body: 'Hello' };
    expect((await send(token, all)).statusCode).toBe(201);
    const quota = await testClient(t.app, token).ok('GET /api/messaging/quota');
    expect(quota).toMatchObject({ dailyCap: 3, usedToday: 3, remaining: 0, smsConfigured: false });
    const refused = await send(token, all);
    expect(refused.statusCode).toBe(429);
    expect(refused.error.code).toBe('DAILY_CAP_REACHED');
    expect(await t.ctx.db.selectFrom('broadcasts').select('id').execute()).toHaveLength(1);
    t.clock.advance(24 * 3_600_000);
    expect((await send(token, all)).statusCode).toBe(201);
  });

  it('delivers through a Twilio-compatible API when configured, and retries when it fails', async () => {
    const received: Array<{ url: string; auth: string; body: URLSearchParams }> = [];
    let fail = true;
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push({ url: req.url ?? '', auth: req.headers.authorization ?? '', body: new URLSearchParams(body) });
        res.writeHead(fail ? 503 : 201, { 'content-type': 'application/json' });
        res.end(fail ? '{"message":"busy"}' : '{"sid":"SM1","status":"queued"}');
      });
    });
    await new Promise<void>((r) => server?.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    const sms = { apiUrl: `http://127.0.0.1:${port}`, accountSid: 'AC123', authToken: 'secret', from: '+15005550006' };
    const token = await setup({ sms });
    const m = await buildMember(t.ctx, { groupId: group.id });
    await setPhone(m.id, '+447700900999');
    const res = await send(token, { channel: 'sms', audience: { type: 'members', userIds: [m.id] }, body: 'Hi there' });
    expect(res.body.broadcast.recipients[0]?.status).toBe('pending');
    await t.ctx.mail.worker.drain();
    expect(received).toHaveLength(1);
    expect(received[0]?.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(received[0]?.auth).toBe(`Basic ${Buffer.from('AC123:secret').toString('base64')}`);
    expect(Object.fromEntries(received[0]?.body ?? [])).toEqual({
      To: '+447700900999',
      From: '+15005550006',
      Body: 'Harbour: Hi there',
    });
    const id = res.body.broadcast.id;
    expect((await detailOf(token, id)).recipients[0]).toMatchObject({
      status: 'pending',
      detail: expect.stringContaining('503'),
    });
    fail = false;
    t.clock.advance(5_000);
    await t.ctx.mail.worker.drain();
    expect((await detailOf(token, id)).recipients[0]).toMatchObject({ status: 'sent' });
    expect(received).toHaveLength(2);
  });
});

describe('e-mail broadcasts', () => {
  it('e-mail every active member who did not opt out, with the group in the subject', async () => {
    const token = await setup();
    const ann = await buildMember(t.ctx, { groupId: group.id, name: 'Ann' });
    const res = await send(token, {
      channel: 'email',
      audience: { type: 'all' },
      subject: 'Social',
      body: 'Drinks Friday.',
    });
    expect(res.statusCode).toBe(201);
    const mail = await t.ctx.db.selectFrom('outbox').selectAll().where('recipient', '=', ann.email).executeTakeFirst();
    expect(mail).toMatchObject({ kind: 'email', subject: 'Harbour: Social' });
    expect(res.body.broadcast.recipientCount).toBe(2);
  });

  it("ends each copy in the member's language, and previews the chapter's", async () => {
    const token = await setup();
    await t.ctx.db.updateTable('groups').set({ language: 'es' }).where('id', '=', group.id).execute();
    const ann = await buildMember(t.ctx, { groupId: group.id, name: 'Ann' });
    const bea = await buildMember(t.ctx, { groupId: group.id, name: 'Bea' });
    await t.ctx.db.updateTable('users').set({ preferred_language: 'de' }).where('id', '=', bea.id).execute();
    const body: Broadcast = { channel: 'email', audience: { type: 'all' }, subject: 'Social', body: 'Drinks Friday.' };

    const shown = await testClient(t.app, token).ok('POST /api/messaging/broadcasts/preview', { body });
    expect(shown.text).toMatch(
      /^Drinks Friday\.\n\n— Harbour\. Lo recibes porque eres miembro; .* Ajustes → Notificaciones: http/,
    );
    expect((await send(token, body)).statusCode).toBe(201);
    const textTo = async (email: string) =>
      (await t.ctx.db.selectFrom('outbox').select('body_text').where('recipient', '=', email).executeTakeFirstOrThrow())
        .body_text;
    expect(await textTo(ann.email)).toContain('Lo recibes porque eres miembro');
    expect(await textTo(bea.email)).toContain(
      'Du erhältst dies als Mitglied; Ankündigungen schaltest du unter Einstellungen → Benachrichtigungen ab: http',
    );
    await t.ctx.db.updateTable('groups').set({ language: 'en' }).where('id', '=', group.id).execute();
    expect((await testClient(t.app, token).ok('POST /api/messaging/broadcasts/preview', { body })).text).toContain(
      'You get this because you are a member; turn announcements off in Settings → Notifications: http',
    );
  });
});

describe('audience, preview and plain-words outcome', () => {
  const preview = (token: string, body: BodyOf<'POST /api/messaging/broadcasts/preview'>) =>
    testClient(t.app, token).call('POST /api/messaging/broadcasts/preview', { body });

  it('"All members" leaves out visitors and substitutes; choosing those roles still reaches them', async () => {
    const token = await setup();
    const ann = await buildMember(t.ctx, { groupId: group.id, name: 'Ann' });
    const vic = await buildMember(t.ctx, { groupId: group.id, name: 'Vic Visitor', role: 'Visitor' });
    const sue = await buildMember(t.ctx, { groupId: group.id, name: 'Sue Sub', role: 'Substitute' });
    for (const [m, n] of [
      [ann, 1],
      [vic, 2],
      [sue, 3],
    ] as const)
      await setPhone(m.id, `+4477009001${n}0`);

    const all = await send(token, { channel: 'sms', audience: { type: 'all' }, body: 'Chapter news' });
    expect(all.statusCode).toBe(201);
    const names = all.body.broadcast.recipients.map((r) => r.name);
    expect(names).toEqual(['Ann', 'Sam Sender']);
    const outbox = await t.ctx.db
      .selectFrom('outbox')
      .select('recipient')
      .where('kind', '=', 'sms')
      .orderBy('id')
      .execute();
    expect(outbox.map((o) => o.recipient).sort()).toEqual(['+447700900001', '+447700900110']);

    const guests = await send(token, {
      channel: 'sms',
      audience: { type: 'roles', roles: ['Visitor', 'Substitute'] },
      body: 'Welcome',
    });
    expect(guests.body.broadcast.recipients.map((r) => r.name)).toEqual(['Sue Sub', 'Vic Visitor']);
  });

  it('previews the exact text and who gets it without sending anything', async () => {
    const token = await setup();
    const ann = await buildMember(t.ctx, { groupId: group.id, name: 'Ann' });
    await setPhone(ann.id, '+447700900123');
    await buildMember(t.ctx, { groupId: group.id, name: 'Cat' });
    await buildMember(t.ctx, { groupId: group.id, name: 'Vic', role: 'Visitor' });

    const res = await preview(token, { channel: 'sms', audience: { type: 'all' }, body: 'Meeting moved to 7:30.' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({
      audience: 'All members',
      recipientCount: 2,
      skipped: [{ name: 'Cat', reason: 'No valid phone number' }],
      subject: null,
      text: 'Harbour: Meeting moved to 7:30.',
      waitsForProvider: true,
      postsToChannel: true,
    });
    expect(await t.ctx.db.selectFrom('outbox').select('id').orderBy('id').execute()).toEqual([]);
    expect(await t.ctx.db.selectFrom('broadcasts').select('id').execute()).toEqual([]);
    expect(await t.ctx.db.selectFrom('channel_messages').select('id').execute()).toEqual([]);
    expect((await preview(token, { channel: 'sms', audience: { type: 'all' }, body: '' })).statusCode).toBe(400);
    const targeted = await preview(token, {
      channel: 'sms',
      audience: { type: 'roles', roles: ['Member'] },
      body: 'Hi',
    });
    expect(targeted.body.postsToChannel).toBe(false);
  });

  it('says in plain words what happened to the messages', async () => {
    const token = await setup();
    await setPhone((await buildMember(t.ctx, { groupId: group.id, name: 'Ann' })).id, '+447700900123');
    await buildMember(t.ctx, { groupId: group.id, name: 'Cat' });
    const res = await send(token, { channel: 'sms', audience: { type: 'all' }, body: 'Hello', postToChannel: false });
    expect(res.body.message).toBe(
      '2 SMS are waiting to send: no SMS provider is set up yet, so they go out once one is. 1 person was skipped (no phone number or opted out).',
    );

    const mail = await send(token, { channel: 'email', audience: { type: 'all' }, subject: 'Social', body: 'Drinks' });
    expect(mail.body.message).toBe(
      '3 e-mails are waiting to send: no e-mail server is set up yet, so they go out once one is. Also posted and pinned in the chapter channel.',
    );
  });
});
