import { contract } from '@chapter/shared/api/contract';
import type { RouteSchemas as Schemas } from '@chapter/shared/api/define';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

type Registered = { params?: unknown; querystring?: unknown; body?: unknown; response?: Record<number, unknown> };

/** The server registers the shared route contract as it is (docs/decisions/0005-route-contract.md). */
describe('the route contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('registers every route of the contract with exactly its schemas', () => {
    const registered = new Map(t.routes.map((r) => [`${r.method} ${r.url}`, (r.schema ?? {}) as Registered]));
    for (const [key, s] of Object.entries(contract) as Array<[string, Schemas]>) {
      const got = registered.get(key);
      expect(got, `${key} is not registered`).toBeDefined();
      expect(got?.params, `${key} params`).toBe(s.params);
      expect(got?.querystring, `${key} query`).toBe(s.query);
      expect(got?.body, `${key} body`).toBe(s.body);
      expect(got?.response?.[s.status ?? 200], `${key} response`).toBe(s.response);
      if (s.replays) expect(got?.response?.[200], `${key} replay response`).toBe(s.response);
    }
  });

  it('has every /api route the server registers, so the web client can call none by hand', () => {
    const keys = new Set(Object.keys(contract));
    const outside = t.routes
      .filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && r.method !== 'OPTIONS')
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => !keys.has(key));
    expect(outside).toEqual([]);
  });
});
