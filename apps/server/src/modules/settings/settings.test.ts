import { DEFAULT_SETTINGS } from '@chapter/shared/settings.schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type BodyOf, testClient } from '../../test/test-client.ts';

const PASSWORD = 'Str0ng-Pass!x';

async function signUp(t: TestApp, email: string): Promise<string> {
  await testClient(t.app).ok('POST /api/register', { body: { name: email, email, password: PASSWORD } });
  return (await testClient(t.app).ok('POST /api/login', { body: { email, password: PASSWORD } })).token;
}

describe('settings API', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  const put = (token: string, body: BodyOf<'PUT /api/settings'>) =>
    testClient(t.app, token).ok('PUT /api/settings', { body });
  const get = (token: string) => testClient(t.app, token).ok('GET /api/settings');

  it('starts from the defaults and needs a session', async () => {
    expect((await testClient(t.app).call('GET /api/settings')).statusCode).toBe(401);
    const token = await signUp(t, 'ann@example.com');
    expect(await get(token)).toEqual(DEFAULT_SETTINGS);
  });

  it('applies the theme flags: dark, light, then system', async () => {
    const token = await signUp(t, 'ann@example.com');
    const dark = await put(token, { category: 'appearance', setting: 'themePreference', value: 'dark' });
    expect(dark.appearance).toEqual({ themePreference: 'dark', darkMode: true, useSystemTheme: false });
    const light = await put(token, { category: 'appearance', setting: 'themePreference', value: 'light' });
    expect(light.appearance).toEqual({ themePreference: 'light', darkMode: false, useSystemTheme: false });
    const system = await put(token, { category: 'appearance', setting: 'themePreference', value: 'system' });
    expect(system.appearance).toMatchObject({ themePreference: 'system', useSystemTheme: true });
    expect((await get(token)).appearance.themePreference).toBe('system');
  });

  it('keeps each user to their own settings and survives parallel saves', async () => {
    const ann = await signUp(t, 'ann@example.com');
    const bob = await signUp(t, 'bob@example.com');
    await Promise.all([
      put(ann, { category: 'notifications', setting: 'push', value: true }),
      put(ann, { category: 'privacy', setting: 'showPhone', value: false }),
      put(ann, { category: 'notifications', setting: 'emailActivity', value: false }),
    ]);
    const mine = await get(ann);
    expect(mine.notifications).toMatchObject({ push: true, emailActivity: false });
    expect(mine.privacy.showPhone).toBe(false);
    expect(await get(bob)).toEqual(DEFAULT_SETTINGS);
  });

  it('rejects unknown categories, settings and wrongly typed values', async () => {
    const token = await signUp(t, 'ann@example.com');
    for (const body of [
      { category: 'admin', setting: 'isAdmin', value: true },
      { category: 'notifications', setting: 'push', value: 'yes' },
      { category: 'appearance', setting: 'themePreference', value: 'purple' },
      { category: 'privacy', setting: 'showPhone', value: true, userId: 2 },
    ]) {
      const res = await testClient(t.app, token).raw('PUT /api/settings', { body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('resets to the defaults', async () => {
    const token = await signUp(t, 'ann@example.com');
    await put(token, { category: 'notifications', setting: 'push', value: true });
    expect(await testClient(t.app, token).ok('POST /api/settings/reset')).toEqual(DEFAULT_SETTINGS);
    expect(await get(token)).toEqual(DEFAULT_SETTINGS);
  });
});
