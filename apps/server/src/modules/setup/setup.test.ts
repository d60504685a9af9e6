import { afterEach, describe, expect, it } from 'vitest';
import { buildAdmin, buildGroup, buildMember, loginAs } from '../../test/factories.ts';
import { createTestApp, TEST_APP_URL, type TestApp } from '../../test/test-app.ts';
import { testClient } from '../../test/test-client.ts';
import { SetupService } from './setup.service.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const OWNER = { name: 'Olive Owner', email: 'owner@example.test', password: 'Owner-Harbor-2026!' };
const profileOf = (app: TestApp, token: string) => testClient(app.app, token).call('GET /api/profile');
const login = (app: TestApp, email: string, password: string) =>
  testClient(app.app).call('POST /api/login', { body: { email, password } });

const countUsers = async (app: TestApp) =>
  Number(
    (
      await app.ctx.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** SetupService.ensureFirstAdmin as a start with ADMIN_EMAIL / ADMIN_PASSWORD would run it, its log lines kept. */
async function startWithEnvAdmin(app: TestApp): Promise<string[]> {
  const lines: string[] = [];
  const keep = (fields: unknown, message: string) => lines.push(`${message} ${JSON.stringify(fields)}`);
  const log = { ...app.ctx.log, info: keep, warn: keep };
  const config = { ...app.ctx.config, adminEmail: OWNER.email, adminPassword: OWNER.password };
  await new SetupService({ ...app.ctx, config, log: log as unknown as typeof app.ctx.log }).ensureFirstAdmin();
  return lines;
}

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
    expect((await profileOf(t, token)).body).toMatchObject({ email: OWNER.email, isAdmin: true, role: 'Admin' });
    expect(await countUsers(t)).toBe(1);
  });

  it('is created from ADMIN_EMAIL even when the demo seed made other administrators first', async () => {
    t = await createTestApp({ demoSeed: true, adminEmail: OWNER.email, adminPassword: OWNER.password });
    expect(t.setupLink).toBeUndefined();
    const token = await loginAs(t.app, OWNER.email, OWNER.password);
    expect((await profileOf(t, token)).body).toMatchObject({ email: OWNER.email, isAdmin: true });
    // The demo's own administrator is still there beside it.
    await loginAs(t.app, 'admin@demo.test', t.config.demoPassword);
    const audit = await t.ctx.db.selectFrom('audit_log').select(['actor_id', 'action', 'summary']).execute();
    expect(audit).toContainEqual({
      actor_id: null,
      action: 'user.admin_from_env',
      summary: `Administrator ${OWNER.email} created from ADMIN_EMAIL / ADMIN_PASSWORD`,
    });
  });

  it('makes an existing member named by ADMIN_EMAIL an active administrator with ADMIN_PASSWORD, ending its sessions', async () => {
    t = await createTestApp();
    const group = await buildGroup(t.ctx);
    const member = await buildMember(t.ctx, { groupId: group.id, name: 'Olive Member', email: OWNER.email });
    const before = await loginAs(t.app, member.email, member.password);
    await t.ctx.db.updateTable('users').set({ status: 'inactive', must_change_password: 1 }).execute();
    const lines = await startWithEnvAdmin(t);

    const signedIn = await login(t, OWNER.email, OWNER.password);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body.mustChangePassword).toBe(false);
    const profile = await profileOf(t, signedIn.body.token);
    expect(profile.body).toMatchObject({ id: member.id, isAdmin: true, name: 'Olive Member' });
    expect((await profileOf(t, before)).statusCode).toBe(401);
    const old = await login(t, OWNER.email, member.password);
    expect(old.statusCode).toBe(401);
    const [entry] = await t.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'user.admin_from_env')
      .execute();
    expect(entry).toMatchObject({ actor_id: null, target_type: 'user', target_id: String(member.id) });
    expect(entry?.summary).toContain('was not an administrator, inactive');
    expect(lines.join('\n')).toContain('now an active administrator');
  });

  it('leaves the password of an existing administrator alone, and says so in the log', async () => {
    t = await createTestApp();
    const admin = await buildAdmin(t.ctx, { email: OWNER.email });
    const lines = await startWithEnvAdmin(t);

    await loginAs(t.app, OWNER.email, admin.password);
    const env = await login(t, OWNER.email, OWNER.password);
    expect(env.statusCode).toBe(401);
    expect(lines.join('\n')).toContain(
      'keeps its current password (ADMIN_PASSWORD is used only when the account is created',
    );
    expect(await t.ctx.db.selectFrom('audit_log').selectAll().execute()).toEqual([]);
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
      const res = await login(t, email as string, password as string);
      expect(res.statusCode).toBe(401);
    }
    expect(tokenOf(t.setupLink)).toBeTruthy();
  });

  it('creates an admin through the one-time setup link, which then stops working', async () => {
    t = await createTestApp();
    const token = tokenOf(t.setupLink);
    const anybody = testClient(t.app);
    const check = (tok: string) => anybody.ok('GET /api/setup/:token', { params: { token: tok } });
    expect(await check(token)).toEqual({ valid: true });
    expect(await check('x'.repeat(43))).toEqual({ valid: false });

    const complete = (body: typeof OWNER) => anybody.call('POST /api/setup/:token', { params: { token }, body });
    const weak = await complete({ ...OWNER, password: 'weak' });
    expect(weak.statusCode).toBe(400);
    expect(weak.error.code).toBe('VALIDATION_ERROR');
    const withFlag = { params: { token }, body: { ...OWNER, isAdmin: false } };
    expect((await anybody.raw('POST /api/setup/:token', withFlag)).statusCode).toBe(400);

    const created = await complete(OWNER);
    expect(created.statusCode).toBe(201);
    expect(created.body).toEqual({ message: 'Administrator account created. You can now sign in.' });
    const session = await loginAs(t.app, OWNER.email, OWNER.password);
    expect((await profileOf(t, session)).body.isAdmin).toBe(true);

    expect(await check(token)).toEqual({ valid: false });
    const reused = await complete({ ...OWNER, email: 'second@example.test' });
    expect(reused.statusCode).toBe(400);
    expect(reused.error.code).toBe('INVALID_RESET_TOKEN');
    expect(await countUsers(t)).toBe(1);
  });
});
