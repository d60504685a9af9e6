import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildGroup, buildMember, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let vp: string;
let president: string;
beforeEach(async () => {
  t = await createTestApp();
  const group = await buildGroup(t.ctx, { timezone: 'UTC', meeting_weekday: 1, meeting_time: '08:00' });
  vp = await loginAs(t.app, (await buildMember(t.ctx, { groupId: group.id, role: 'Vice President' })).email);
  president = await loginAs(t.app, (await buildMember(t.ctx, { groupId: group.id, role: 'President' })).email);
});
afterEach(() => t.close());

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });

describe('a leader’s own substitution', () => {
  it('is neither offered nor counted to them, and only another leader decides on it', async () => {
    const meetings = (await call(vp, 'GET', '/api/meetings?from=2026-03-03T00:00:00Z&to=2026-03-20T00:00:00Z')).json();
    const next = meetings.items[0] as { id: number };
    const asked = await call(vp, 'POST', `/api/meetings/${next.id}/substitutions`, {
      substituteName: 'Sally Stand-in',
      substituteEmail: 'sally@example.test',
    });
    expect(asked.statusCode).toBe(201);
    const id = asked.json().id as number;
    expect((await call(vp, 'GET', '/api/approvals/counts')).json()).toMatchObject({ substitutes: 0 });
    expect((await call(vp, 'GET', '/api/approvals/substitutes')).json().items).toEqual([]);
    const own = await call(vp, 'POST', `/api/approvals/substitutes/${id}/approve`);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('Another leader decides on your own substitution');
    expect((await call(president, 'GET', '/api/approvals/counts')).json()).toMatchObject({ substitutes: 1 });
    expect((await call(president, 'POST', `/api/approvals/substitutes/${id}/approve`)).statusCode).toBe(200);
  });
});
