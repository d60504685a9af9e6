import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildGroup, buildMember, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testClient } from '../../test/test-client.ts';

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

const as = (token: string) => testClient(t.app, token);
const approve = (token: string, substitutionId: number) =>
  as(token).call('POST /api/approvals/substitutes/:substitutionId/approve', { params: { substitutionId } });

describe('a leader’s own substitution', () => {
  it('is neither offered nor counted to them, and only another leader decides on it', async () => {
    const query = { from: '2026-03-03T00:00:00Z', to: '2026-03-20T00:00:00Z' };
    const next = (await as(vp).ok('GET /api/meetings', { query })).items[0] as { id: number };
    const asked = await as(vp).call('POST /api/meetings/:meetingId/substitutions', {
      params: { meetingId: next.id },
      body: { substituteName: 'Sally Stand-in', substituteEmail: 'sally@example.test' },
    });
    expect(asked.statusCode).toBe(201);
    const id = asked.body.id;
    expect(await as(vp).ok('GET /api/approvals/counts')).toMatchObject({ substitutes: 0 });
    expect((await as(vp).ok('GET /api/approvals/substitutes')).items).toEqual([]);
    const own = await approve(vp, id);
    expect(own.statusCode).toBe(403);
    expect(own.error.message).toBe('Another leader decides on your own substitution');
    expect(await as(president).ok('GET /api/approvals/counts')).toMatchObject({ substitutes: 1 });
    expect((await approve(president, id)).statusCode).toBe(200);
  });
});
