import { decodeJwt } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { buildGroup, buildMember, buildUser, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp, type TestAppOverrides } from '../../test/test-app.ts';
import { type BodyOf, testClient } from '../../test/test-client.ts';

let t: TestApp;
afterEach(() => t?.close());

const PASSWORD = 'Copper-Kettle-19%';
type Registration = BodyOf<'POST /api/register'>;
const register = (body: Registration, remoteAddress = '10.0.0.1') =>
  testClient(t.app).call('POST /api/register', { body, remoteAddress });
/** A registration the contract refuses (missing or forbidden fields), for the tests of bad input. */
const registerUnchecked = (body: object) => testClient(t.app).raw('POST /api/register', { body });
const profile = (token: string) => testClient(t.app, token).ok('GET /api/profile');
const person = (extra: Partial<Registration> = {}): Registration => ({
  name: 'Rosa Field',
  email: 'rosa@example.test',
  password: PASSWORD,
  ...extra,
});
const userCount = async () =>
  Number(
    (
      await t.ctx.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function start(overrides: TestAppOverrides = {}) {
  t = await createTestApp(overrides);
}

describe('POST /api/register', () => {
  it('creates an account that can sign in', async () => {
    await start();
    const res = await register(person({ email: 'Rosa@Example.TEST' }));
    expect(res.statusCode).toBe(201);
    expect(res.body).toEqual({ message: 'Account created. You can now sign in.' });
    const token = await loginAs(t.app, 'rosa@example.test', PASSWORD);
    expect(await profile(token)).toMatchObject({ name: 'Rosa Field', email: 'rosa@example.test', membership: null });
  });

  it('lists every failed password rule against the password field, in rule order', async () => {
    await start();
    const res = await register(person({ password: 'abc' }));
    expect(res.statusCode).toBe(400);
    expect(res.error).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Password does not meet requirements',
      details: [
        { field: 'password', message: 'Password must be at least 8 characters long' },
        { field: 'password', message: 'Password must contain at least one uppercase letter' },
        { field: 'password', message: 'Password must contain at least one number' },
        { field: 'password', message: 'Password must contain at least one special character' },
      ],
    });
    const noLower = await register(person({ password: 'ABCDEFG1!' }));
    expect(noLower.error.details).toEqual([
      { field: 'password', message: 'Password must contain at least one lowercase letter' },
    ]);
    expect(await userCount()).toBe(0);
  });

  it('refuses a password over 128 characters and a common password', async () => {
    await start();
    const long = await register(person({ password: `Aa1!${'x'.repeat(125)}` }));
    expect(long.statusCode).toBe(400);
    expect(long.error.details).toEqual([
      { field: 'password', message: 'Password must be at most 128 characters long' },
    ]);
    expect((await register(person({ password: `Aa1!${'x'.repeat(124)}` }))).statusCode).toBe(201);

    const common = await register(person({ email: 'other@example.test', password: 'Password123!' }));
    expect(common.statusCode).toBe(400);
    expect(common.error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ field: 'password', message: 'Password is too common; choose another' }],
    });
  });

  it('requires name, email and password and a valid e-mail address', async () => {
    await start();
    const empty = await registerUnchecked({});
    expect(empty.statusCode).toBe(400);
    expect(empty.error.code).toBe('VALIDATION_ERROR');
    expect(empty.error.details?.map((d) => d.field).sort()).toEqual(['email', 'name', 'password']);

    const blank = await register({ name: '  ', email: 'rosa@example.test', password: '' });
    expect(blank.error.details).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Name is required' },
        { field: 'password', message: 'Password is required' },
      ]),
    );
    const badEmail = await register(person({ email: 'not-an-email' }));
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.error.details).toEqual([{ field: 'email', message: 'Enter a valid email address' }]);
    const badCode = await register(person({ groupCode: '12ab56' }));
    expect(badCode.error.details).toEqual([{ field: 'groupCode', message: 'Enter a 6-digit group code' }]);
  });

  it('rejects unknown fields such as isAdmin (mass assignment) and creates nothing', async () => {
    await start();
    const res = await registerUnchecked({ ...person(), isAdmin: true });
    expect(res.statusCode).toBe(400);
    expect(res.error.code).toBe('VALIDATION_ERROR');
    expect(res.error.details).toEqual([{ field: 'isAdmin', message: expect.stringContaining('isAdmin') }]);
    const withRole = { ...person(), role: 'Admin', permissions: ['manage_groups'] };
    expect((await registerUnchecked(withRole)).statusCode).toBe(400);
    expect(await userCount()).toBe(0);
  });

  it('answers EMAIL_IN_USE whatever the letter case', async () => {
    await start();
    await buildUser(t.ctx, { email: 'rosa@example.test' });
    const res = await register(person({ email: 'ROSA@example.test' }));
    expect(res.statusCode).toBe(409);
    expect(res.error).toEqual({
      code: 'EMAIL_IN_USE',
      message: 'This email address is already registered. Please log in or use a different email.',
    });
  });

  it('joins a group by code as a pending membership without permissions', async () => {
    await start();
    const group = await buildGroup(t.ctx);
    const res = await register(person({ groupCode: group.code }));
    expect(res.statusCode).toBe(201);
    expect(res.body.message).toContain('waiting');
    const token = await loginAs(t.app, 'rosa@example.test', PASSWORD);
    expect(decodeJwt(token).permissions).toEqual([]);
    const mine = await profile(token);
    expect(mine.membership).toMatchObject({ status: 'pending', role: { name: 'Member', isLeadership: false } });
    expect(mine.permissions).toEqual([]);
    expect(mine.role).toBe('Visitor');
  });

  it('refuses an unknown code, an inactive group and a group that is full or closed', async () => {
    await start();
    const invalid = await register(person({ groupCode: '000001' }));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.error).toEqual({ code: 'INVALID_GROUP_CODE', message: 'The group code you entered is not valid.' });

    const inactive = await buildGroup(t.ctx, { status: 'inactive' });
    const inactiveRes = await register(person({ groupCode: inactive.code }));
    expect(inactiveRes.statusCode).toBe(409);
    expect(inactiveRes.error).toEqual({ code: 'GROUP_INACTIVE', message: 'This group is not currently active.' });

    const full = await buildGroup(t.ctx, { capacity: 2 });
    await buildMember(t.ctx, { groupId: full.id });
    await buildMember(t.ctx, { groupId: full.id, membershipStatus: 'pending' });
    const fullRes = await register(person({ groupCode: full.code }));
    expect(fullRes.statusCode).toBe(409);
    expect(fullRes.error).toEqual({
      code: 'GROUP_FULL',
      message: 'This group is currently not accepting new members.',
    });

    const closed = await buildGroup(t.ctx, { accepting_members: 0 });
    expect((await register(person({ groupCode: closed.code }))).error.code).toBe('GROUP_FULL');
    expect(await userCount()).toBe(2);

    const roomy = await buildGroup(t.ctx, { capacity: 2 });
    await buildMember(t.ctx, { groupId: roomy.id });
    expect((await register(person({ groupCode: roomy.code }))).statusCode).toBe(201);
  });

  it('throttles group-code guesses per IP with 429, without affecting other addresses', async () => {
    await start({ limits: { groupCodeAttemptsPerIp: 3, ipWindowSeconds: 600 } });
    const group = await buildGroup(t.ctx);
    for (let i = 0; i < 3; i++) {
      const res = await register(person({ email: `g${i}@example.test`, groupCode: `00000${i}` }), '10.7.7.7');
      expect(res.error.code).toBe('INVALID_GROUP_CODE');
    }
    const blocked = await register(person({ groupCode: group.code }), '10.7.7.7');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.error.code).toBe('RATE_LIMIT');
    expect(Number(blocked.headers['x-ratelimit-reset'])).toBeGreaterThan(500);
    expect(await userCount()).toBe(0);

    const elsewhere = await register(person({ groupCode: group.code }), '10.8.8.8');
    expect(elsewhere.statusCode).toBe(201);
  });

  it('checks no more parallel group-code guesses than the budget', async () => {
    await start({ limits: { groupCodeAttemptsPerIp: 3 } });
    const results = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        register(person({ email: `p${i}@example.test`, groupCode: String(100000 + i) }), '10.7.7.8'),
      ),
    );
    const codes = results.map((r) => r.error.code);
    expect(codes.filter((c) => c === 'INVALID_GROUP_CODE')).toHaveLength(3);
    expect(codes.filter((c) => c === 'RATE_LIMIT')).toHaveLength(12);
  });

  it('limits registration attempts per IP, whatever their outcome, so accounts cannot be mass-created', async () => {
    await start({ limits: { registrationsPerIp: 3, ipWindowSeconds: 600 } });
    expect((await register(person({ email: 'a1@example.test' }), '10.9.9.9')).statusCode).toBe(201);
    // Probing a taken address spends the budget too.
    expect((await register(person({ email: 'a1@example.test' }), '10.9.9.9')).error.code).toBe('EMAIL_IN_USE');
    expect((await register(person({ email: 'a2@example.test' }), '10.9.9.9')).statusCode).toBe(201);
    const blocked = await register(person({ email: 'a3@example.test' }), '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.error.code).toBe('RATE_LIMIT');
    expect(Number(blocked.headers['x-ratelimit-reset'])).toBeGreaterThan(500);
    expect(await userCount()).toBe(2);
    expect((await register(person({ email: 'a3@example.test' }), '10.8.8.8')).statusCode).toBe(201);
  });
});
