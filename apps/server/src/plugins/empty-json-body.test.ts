import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildGroup, buildMember, loginAs } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Clients send `Content-Type: application/json` on every call, also on those without a body: an empty body
 * with that type is "no body", never a 400.
 */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const json = (token: string) => ({ ...bearer(token), 'content-type': 'application/json' });

describe('an empty body sent as application/json', () => {
  it('is accepted by every call whose body is optional, and logout really ends the session', async () => {
    const group = await buildGroup(t.ctx);
    const ann = await buildMember(t.ctx, { groupId: group.id });
    const bob = await buildMember(t.ctx, { groupId: group.id });
    const token = await loginAs(t.app, ann.email);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/inbox/messages',
      headers: bearer(await loginAs(t.app, bob.email)),
      payload: { recipientId: ann.id, content: 'Hello Ann', clientMessageId: 'm-1' },
    });
    expect(sent.statusCode).toBe(201);
    const { conversationId, id: messageId } = sent.json();
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/inbox/messages',
      headers: bearer(token),
      payload: { recipientId: bob.id, content: 'Hi Bob', clientMessageId: 'm-2' },
    });

    const calls: Array<[string, string, number]> = [
      ['POST', '/api/settings/reset', 200],
      ['POST', `/api/inbox/conversations/${conversationId}/read`, 200],
      ['DELETE', `/api/inbox/messages/${own.json().id}`, 204],
      ['POST', '/api/activities/seen', 200],
      ['POST', '/api/logout', 200],
    ];
    for (const [method, url, status] of calls) {
      const res = await t.app.inject({ method: method as 'POST', url, headers: json(token), payload: '' });
      expect([url, res.statusCode]).toEqual([url, status]);
    }
    expect(messageId).toBeGreaterThan(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('still refuses malformed JSON and a missing required body', async () => {
    const group = await buildGroup(t.ctx);
    const token = await loginAs(t.app, (await buildMember(t.ctx, { groupId: group.id })).email);
    const bad = await t.app.inject({ method: 'PUT', url: '/api/settings', headers: json(token), payload: '{"a": ' });
    expect(bad.statusCode).toBe(400);
    const empty = await t.app.inject({ method: 'PUT', url: '/api/settings', headers: json(token), payload: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('VALIDATION_ERROR');
  });
});
