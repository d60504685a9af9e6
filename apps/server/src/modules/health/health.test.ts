import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
afterEach(() => t.close());

describe('health', () => {
  it('answers /livez and /readyz with 200 while running', async () => {
    t = await createTestApp();
    const live = await t.app.inject({ method: 'GET', url: '/livez' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', version: '3.4.0', dependencies: { database: 'up' } });
  });

  it('turns /readyz and the API to 503 as soon as shutdown begins', async () => {
    t = await createTestApp();
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    const stopping = t.shutdown();
    const [ready, api] = await Promise.all([
      t.app.inject({ method: 'GET', url: '/readyz' }),
      t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'a@example.test', password: 'x' } }),
    ]);
    expect(ready.statusCode).toBe(503);
    expect(api.statusCode).toBe(503);
    await stopping;
  });
});
