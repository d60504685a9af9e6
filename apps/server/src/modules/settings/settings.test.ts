import { DEFAULT_SETTINGS } from '@chapter/shared/settings.schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const PASSWORD = 'Str0ng-Pass!x';

async function signUp(t: TestApp, email: string): Promise<string> {
  await t.app.inject({ method: 'POST', url: '/api/register', payload: { name: email, email, password: PASSWORD } });
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: PASSWORD } });
  return res.json().token as string;
}

describe('settings API', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  const put = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/settings', headers: { authorization: `Bearer ${token}` }, payload });
  const get = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/settings', headers: { authorization: `Bearer ${token}` } });

  it('starts from the defaults and needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).statusCode).toBe(401);
    const token = await signUp(t, 'ann@example.com');
    expect((await get(token)).json()).toEqual(DEFAULT_SETTINGS);
  });

  it('applies the theme flags: dark, light, then system', async () => {
    const token = await signUp(t, 'ann@example.com');
    const dark = await put(token, { category: 'appearance', setting: 'themePreference', value: 'dark' });
    expect(dark.json().appearance).toEqual({ themePreference: 'dark', darkMode: true, useSystemTheme: false });
    const light = await put(token, { category: 'appearance', setting: 'themePreference', value: 'light' });
    expect(light.json().appearance).toEqual({ themePreference: 'light', darkMode: false, useSystemTheme: false });
    const system = await put(token, { category: 'appearance', setting: 'themePreference', value: 'system' });
    expect(system.json().appearance).toMatchObject({ themePreference: 'system', useSystemTheme: true });
    expect((await get(token)).json().appearance.themePreference).toBe('system');
  });

  it('keeps each user to their own settings and survives parallel saves', async () => {
    const ann = await signUp(t, 'ann@example.com');
    const bob = await signUp(t, 'bob@example.com');
    await Promise.all([
      put(ann, { category: 'notifications', setting: 'push', value: true }),
      put(ann, { category: 'privacy', setting: 'showPhone', value: false }),
      put(ann, { category: 'notifications', setting: 'emailActivity', value: false }),
    ]);
    const mine = (await get(ann)).json();
    expect(mine.notifications).toMatchObject({ push: true, emailActivity: false });
    expect(mine.privacy.showPhone).toBe(false);
    expect((await get(bob)).json()).toEqual(DEFAULT_SETTINGS);
  });

  it('rejects unknown categories, settings and wrongly typed values', async () => {
    const token = await signUp(t, 'ann@example.com');
    for (const payload of [
      { category: 'admin', setting: 'isAdmin', value: true },
      { category: 'notifications', setting: 'push', value: 'yes' },
      { category: 'appearance', setting: 'themePreference', value: 'purple' },
      { category: 'privacy', setting: 'showPhone', value: true, userId: 2 },
    ]) {
      const res = await put(token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('resets to the defaults', async () => {
    const token = await signUp(t, 'ann@example.com');
    await put(token, { category: 'notifications', setting: 'push', value: true });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/settings/reset',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.json()).toEqual(DEFAULT_SETTINGS);
    expect((await get(token)).json()).toEqual(DEFAULT_SETTINGS);
  });
});
