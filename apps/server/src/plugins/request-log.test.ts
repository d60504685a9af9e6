import { afterEach, describe, expect, it } from 'vitest';
import { bearer, buildGroup, buildUser, loginAs } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

interface LogLine {
  msg: string;
  reqId?: string;
  userId?: number;
  req?: { method: string; url: string };
  res?: { statusCode: number };
}

/** An app whose log lines are kept, parsed, for the test to read. */
async function loggedApp(): Promise<{ app: TestApp; lines: () => LogLine[]; text: () => string }> {
  const raw: string[] = [];
  const app = await createTestApp({}, { logStream: { write: (line: string) => raw.push(line) } });
  t = app;
  return { app, lines: () => raw.map((l) => JSON.parse(l) as LogLine), text: () => raw.join('') };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request log', () => {
  it("carries nginx's request id, or a random one, and answers with it", async () => {
    const { app, lines, text } = await loggedApp();
    const fromNginx = '0f3c9a7e51d24b6c8e1f2a3b4c5d6e7f';
    const given = await app.app.inject({ method: 'GET', url: '/api/profile', headers: { 'x-request-id': fromNginx } });
    expect(given.headers['x-request-id']).toBe(fromNginx);

    // Too long, or with characters no proxy puts in an id: not written to the log as sent.
    const odd = ['a'.repeat(129), '<script>alert(1)</script>', 'id with spaces'];
    const answers = [];
    for (const id of odd)
      answers.push(await app.app.inject({ method: 'GET', url: '/api/profile', headers: { 'x-request-id': id } }));
    answers.push(await app.app.inject({ method: 'GET', url: '/api/profile' }));
    answers.push(await app.app.inject({ method: 'GET', url: '/api/profile' }));
    const ids = answers.map((a) => a.headers['x-request-id'] as string);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);

    const completed = lines().filter((l) => l.msg === 'request completed');
    expect(completed.map((l) => l.reqId)).toEqual([fromNginx, ...ids]);
    expect(completed[0]).toMatchObject({ req: { method: 'GET', url: '/api/profile' }, res: { statusCode: 401 } });
    expect(text()).not.toContain('<script>');
  });

  it('names the signed-in member by id, never by e-mail or name', async () => {
    const { app, lines, text } = await loggedApp();
    const user = await buildUser(app.ctx, { name: 'Priya Lognamed' });
    const jwt = await loginAs(app.app, user.email);
    const before = lines().length;
    const res = await app.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(jwt) });
    expect(res.statusCode).toBe(200);
    await app.app.inject({ method: 'GET', url: '/api/profile' });
    const [signedIn, anonymous] = lines()
      .slice(before)
      .filter((l) => l.msg === 'request completed');
    expect(signedIn).toMatchObject({ userId: user.id, req: { url: '/api/profile' }, res: { statusCode: 200 } });
    expect(anonymous).toMatchObject({ res: { statusCode: 401 } });
    expect(anonymous).not.toHaveProperty('userId');
    expect(text()).not.toContain(user.email);
    expect(text()).not.toContain('Lognamed');
  });

  it('leaves out successful health probes, and what a query string says', async () => {
    const { app, lines, text } = await loggedApp();
    const group = await buildGroup(app.ctx);
    const user = await buildUser(app.ctx, { groupId: group.id });
    const jwt = await loginAs(app.app, user.email);
    for (const url of ['/livez', '/readyz', '/livez?from=balancer']) {
      expect((await app.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    const search = await app.app.inject({
      method: 'GET',
      url: '/api/search?q=Hartley%20divorce%20lawyer&type=members',
      headers: bearer(jwt),
    });
    expect(search.statusCode).toBe(200);
    // The page the header search opens, and a join link's group code, are addresses too.
    await app.app.inject({ method: 'GET', url: '/search?q=Hartley+divorce' });
    await app.app.inject({ method: 'GET', url: '/register?code=482913' });

    const urls = lines()
      .filter((l) => l.msg === 'request completed')
      .map((l) => l.req?.url);
    expect(urls).not.toContainEqual(expect.stringMatching(/^\/(livez|readyz)/));
    expect(urls).toContain('/api/search?q=[redacted]&type=[redacted]');
    expect(urls).toContain('/search?q=[redacted]');
    expect(urls).toContain('/register?code=[redacted]');
    expect(text()).not.toMatch(/Hartley|divorce|482913/);
  });
});
