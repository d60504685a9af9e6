import { afterEach, describe, expect, it } from 'vitest';
import { bearer, loginAs } from '../../test/factories.ts';
import { createTestApp, TEST_APP_URL, type TestApp } from '../../test/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const OWNER = { name: 'Olive Owner', email: 'owner@example.test', password: 'Owner-Harbor-2026!' };

const countUsers = async (app: TestApp) =>
  Number(
    (
      await app.ctx.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

function tokenOf(link: string | undefined): string {
  const match = new RegExp(`^${TEST_APP_URL}/setup/([A-Za-z0-9_-]{40,})$`).exec(link ?? '');
  if (!match?.[1]) throw new Error(`unexpected setup link ${link}`);
  return match[1];
}

describe('first administrator', () => {
  it('comes from ADMIN_EMAIL / ADMIN_PASSWORD at first start, with no setup link', async () => {
    t = await createTestApp({ adminEmail: OWNER.email, adminPassword: OWNER.password });
    expect(t.setupLink).toBeUndefined();
    const token = await loginAs(t.app, OWNER.email, OWNER.password);
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) });
    expect(profile.json()).toMatchObject({ email: OWNER.email, isAdmin: true, role: 'Admin' });
    expect(await countUsers(t)).toBe(1);
  });

  it('refuses to start with an ADMIN_PASSWORD that breaks the password rules', async () => {
    await expect(createTestApp({ adminEmail: OWNER.email, adminPassword: 'admin' })).rejects.toThrow(
      'Password does not meet requirements',
    );
  });

  it('otherwise exists nowhere: an empty database has no accounts and prints a setup link', async () => {
    t = await createTestApp();
    expect(await countUsers(t)).toBe(0);
    for (const [email, password] of [
      ['admin@example.com', 'admin'],
      ['admin@demo.test', 'Demo-Pass-2026!'],
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
      expect(res.statusCode).toBe(401);
    }
    expect(tokenOf(t.setupLink)).toBeTruthy();
  });

  it('creates an admin through the one-time setup link, which then stops working', async () => {
    t = await createTestApp();
    const token = tokenOf(t.setupLink);
    const check = (tok: string) => t?.app.inject({ method: 'GET', url: `/api/setup/${tok}` });
    expect((await check(token))?.json()).toEqual({ valid: true });
    expect((await check('x'.repeat(43)))?.json()).toEqual({ valid: false });

    const complete = (payload: Record<string, unknown>) =>
      t?.app.inject({ method: 'POST', url: `/api/setup/${token}`, payload });
    const weak = await complete({ ...OWNER, password: 'weak' });
    expect(weak?.statusCode).toBe(400);
    expect(weak?.json().code).toBe('VALIDATION_ERROR');
    expect((await complete({ ...OWNER, isAdmin: false }))?.statusCode).toBe(400);

    const created = await complete(OWNER);
    expect(created?.statusCode).toBe(201);
    expect(created?.json()).toEqual({ message: 'Administrator account created. You can now sign in.' });
    const session = await loginAs(t.app, OWNER.email, OWNER.password);
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(session) });
    expect(profile.json().isAdmin).toBe(true);

    expect((await check(token))?.json()).toEqual({ valid: false });
    const reused = await complete({ ...OWNER, email: 'second@example.test' });
    expect(reused?.statusCode).toBe(400);
    expect(reused?.json().code).toBe('INVALID_RESET_TOKEN');
    expect(await countUsers(t)).toBe(1);
  });
});
