import { contract } from '@chapter/shared/api/contract';
import type { RouteSchemas } from '@chapter/shared/api/define';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildAdmin, buildGroup, buildMember, loginAs } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Clients send `Content-Type: application/json` on every call, also on those without a body: an empty body
 * with that type is "no body", never a 400, and a body whose fields are all optional may be left out.
 */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const json = (token: string) => ({ ...bearer(token), 'content-type': 'application/json' });

/**
 * Every route of the contract whose JSON body has only optional fields (it accepts `{}`; a raw file body accepts
 * anything, `null` too): taken from the contract, so a new such route is covered by itself.
 */
const OPTIONAL_BODY_ROUTES = Object.entries(contract as Record<string, RouteSchemas>)
  .filter(([, s]) => s.body?.safeParse({}).success && !s.body.safeParse(null).success)
  .map(([key]) => key);

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
      ['POST', '/api/chapter/read', 200],
      ['POST', '/api/logout', 200],
    ];
    for (const [method, url, status] of calls) {
      const res = await t.app.inject({ method: method as 'POST', url, headers: json(token), payload: '' });
      expect([url, res.statusCode, res.body.slice(0, 160)]).toEqual([url, status, expect.any(String)]);
    }
    expect(messageId).toBeGreaterThan(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('cancels a meeting with the defaults when the body is left out', async () => {
    const group = await buildGroup(t.ctx, { meeting_weekday: 1, meeting_time: '08:00', timezone: 'UTC' });
    const president = await loginAs(t.app, (await buildMember(t.ctx, { groupId: group.id, role: 'President' })).email);
    const now = t.clock.now().getTime();
    const to = new Date(now + 21 * 86_400_000).toISOString();
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/meetings?from=${new Date(now).toISOString()}&to=${to}`,
      headers: bearer(president),
    });
    const meetingId = list.json().items[0].id;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/meetings/${meetingId}/cancel`,
      headers: json(president),
      payload: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('cancelled');
  });

  it('is accepted by every route of the contract whose body fields are all optional', async () => {
    // The list is not empty and holds the two calls the review found refusing it.
    expect(OPTIONAL_BODY_ROUTES).toEqual(
      expect.arrayContaining(['POST /api/meetings/:meetingId/cancel', 'POST /api/chapter/read']),
    );
    // A platform admin passes every permission gate, so each request reaches the body's schema.
    const token = await loginAs(t.app, (await buildAdmin(t.ctx)).email);
    const refused: string[] = [];
    for (const key of OPTIONAL_BODY_ROUTES) {
      const [method, path = ''] = key.split(' ');
      const url = path.replace(/:[a-zA-Z]+/g, '999999');
      const res = await t.app.inject({ method: method as 'POST', url, headers: json(token), payload: '' });
      if (res.statusCode === 400) refused.push(`${key} → ${res.body.slice(0, 160)}`);
    }
    expect(refused).toEqual([]);
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
