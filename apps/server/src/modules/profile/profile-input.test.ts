import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildAdmin, buildGroup, buildMember, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testClient } from '../../test/test-client.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('what others will see is safe', () => {
  it('refuses names and companies with control or direction-override characters', async () => {
    const reg = await testClient(t.app).call('POST /api/register', {
      body: { name: 'Eve\u202eniamdA', email: 'eve@example.test', password: 'Str0ng-Pass!' },
    });
    expect(reg.statusCode).toBe(400);
    expect(reg.error.details).toContainEqual({
      field: 'name',
      message: 'Remove control or text-direction characters',
    });

    const group = await buildGroup(t.ctx);
    const token = await loginAs(t.app, (await buildMember(t.ctx, { groupId: group.id })).email);
    for (const body of [{ name: 'Bob\u0000' }, { companyName: 'Acme\u2066 Ltd' }]) {
      const res = await testClient(t.app, token).call('PUT /api/profile', { body });
      expect(res.statusCode).toBe(400);
    }
  });

  it('keeps only http(s) websites on a profile', async () => {
    const group = await buildGroup(t.ctx);
    const token = await loginAs(t.app, (await buildMember(t.ctx, { groupId: group.id })).email);
    const put = (website: string) => testClient(t.app, token).call('PUT /api/profile', { body: { website } });
    for (const bad of ['javascript:alert(document.cookie)', 'data:text/html;base64,PHNjcmlwdD4=']) {
      const res = await put(bad);
      expect(res.statusCode).toBe(400);
      expect(res.error.details).toContainEqual({ field: 'website', message: 'Use an http(s) link' });
    }
    expect((await put('https://bob.example.com')).body.website).toBe('https://bob.example.com');
  });
});

describe('one answer for the role', () => {
  it('shows a member made Admin as Admin and leadership in the role and the membership alike', async () => {
    const group = await buildGroup(t.ctx);
    const member = await buildMember(t.ctx, { groupId: group.id });
    const admin = await loginAs(t.app, (await buildAdmin(t.ctx)).email);
    const made = await testClient(t.app, admin).call('PUT /api/members/:userId/role', {
      params: { userId: member.id },
      body: { role: 'Admin' },
    });
    expect(made.statusCode).toBe(200);
    for (const [token, userId] of [
      [await loginAs(t.app, member.email), undefined],
      [admin, member.id],
    ] as const) {
      const profile = await testClient(t.app, token).ok('GET /api/profile', { query: { userId } });
      expect(profile).toMatchObject({
        role: 'Admin',
        isAdmin: true,
        membership: { role: { name: 'Admin', isLeadership: true } },
      });
    }
  });
});
