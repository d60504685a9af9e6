import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildGroup, buildMember, loginAs } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { testClient } from './test-client.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('the typed test client on the real app', () => {
  it('fills the path, sends the caller, and types the answer from the contract', async () => {
    const group = await buildGroup(t.ctx);
    const ann = await buildMember(t.ctx, { groupId: group.id, name: 'Ann Able' });
    const api = testClient(t.app, await loginAs(t.app, ann.email));
    const res = await api.call('GET /api/members/:userId', { params: { userId: ann.id } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.body).toMatchObject({ id: ann.id, name: 'Ann Able' });
    // @ts-expect-error a field the contract's member page lacks does not compile
    expect(res.body.passwordHash).toBeUndefined();
    expect((await api.ok('GET /api/members', { query: { q: 'Ann' } })).items.map((m) => m.id)).toEqual([ann.id]);
  });

  it('reads an error as an error, and refuses to read it as the success body', async () => {
    const res = await testClient(t.app).call('GET /api/members/:userId', { params: { userId: 1 } });
    expect(res.statusCode).toBe(401);
    expect(res.error.code).toBe('UNAUTHENTICATED');
    expect(() => res.body).toThrow(/expected a success: GET \/api\/members\/:userId answered 401/);
    await expect(testClient(t.app).ok('GET /api/members')).rejects.toThrow(/answered 401/);
  });

  it('sends what the contract refuses through raw(), for tests of bad input', async () => {
    const group = await buildGroup(t.ctx);
    const ann = await buildMember(t.ctx, { groupId: group.id, role: 'President' });
    const api = testClient(t.app, await loginAs(t.app, ann.email));
    const res = await api.raw('PUT /api/members/:userId/role', { params: { userId: 'abc' }, body: { role: 'King' } });
    expect(res.statusCode).toBe(400);
    expect(res.error.code).toBe('VALIDATION_ERROR');
  });
});

describe('an answer that breaks the contract fails the test', () => {
  // A bare Fastify server without the app's serialiser: it sends whatever its handler returns.
  let liar: FastifyInstance;
  beforeEach(async () => {
    liar = Fastify();
    liar.get('/api/members/:userId', async () => ({ id: 'seven', name: 'Ann Able' }));
    liar.post('/api/admin/users', async () => ({ userId: 7, member: null, message: 'Made', temporaryPassword: null }));
    await liar.ready();
  });
  afterEach(() => liar.close());

  it('when its body does not match the response schema', async () => {
    await expect(testClient(liar).call('GET /api/members/:userId', { params: { userId: 7 } })).rejects.toThrow(
      /The answer to GET \/api\/members\/:userId breaks its response schema/,
    );
  });

  it('when it succeeds with another status than the contract says', async () => {
    const made = testClient(liar).call('POST /api/admin/users', {
      body: { name: 'Ann Able', email: 'ann@example.test', role: 'Member', onboarding: 'link' },
    });
    await expect(made).rejects.toThrow(/POST \/api\/admin\/users answered 200.*success status is 201/);
  });
});
