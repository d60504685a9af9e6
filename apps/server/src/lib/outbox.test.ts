import { afterEach, describe, expect, it } from 'vitest';
import { buildUser } from '../test/factories.ts';
import { freePort } from '../test/server-process.ts';
import { type SmtpSink, startSmtpSink } from '../test/smtp-sink.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { retryDelayMs } from './outbox.ts';

let t: TestApp | undefined;
let sink: SmtpSink | undefined;
afterEach(async () => {
  await t?.close();
  await sink?.stop();
  t = undefined;
  sink = undefined;
});

async function requestReset(app: TestApp, email: string) {
  const res = await app.app.inject({ method: 'POST', url: '/api/reset-password', payload: { email } });
  // The API answers normally whether or not mail can be delivered.
  expect(res.statusCode).toBe(200);
}

const rows = (app: TestApp) =>
  app.ctx.db
    .selectFrom('outbox')
    .select(['status', 'attempts', 'next_attempt_at', 'last_error', 'recipient', 'sent_at'])
    .execute();

describe('e-mail outbox', () => {
  it('holds mail when no SMTP server is configured', async () => {
    t = await createTestApp();
    const user = await buildUser(t.ctx);
    await requestReset(t, user.email);
    await t.ctx.mail.worker.drain();
    expect(await rows(t)).toEqual([expect.objectContaining({ status: 'held', attempts: 0, recipient: user.email })]);
  });

  it('in production without SMTP, logs where the mail waits, never its link', async () => {
    const lines: string[] = [];
    t = await createTestApp({ env: 'production' }, { logStream: { write: (line: string) => lines.push(line) } });
    const user = await buildUser(t.ctx);
    await requestReset(t, user.email);
    // The reset mail is written just after the answer goes out.
    await t.ctx.mail.worker.drain();
    const held = lines.map((l) => JSON.parse(l)).filter((l) => String(l.msg).startsWith('e-mail held in the outbox'));
    expect(held).toEqual([
      expect.objectContaining({
        to: user.email,
        msg: 'e-mail held in the outbox (no SMTP_URL): read it in Admin → Tools → Outbox',
      }),
    ]);
    expect(lines.join('\n')).not.toMatch(/reset-password\/|https:\/\/chapter\.test\/password-reset/);
  });

  it('keeps mail while SMTP refuses it, retries with backoff, and delivers once it accepts again', async () => {
    sink = await startSmtpSink();
    sink.refuse();
    t = await createTestApp({ smtpUrl: sink.url });
    const user = await buildUser(t.ctx);
    const start = t.clock.now().getTime();
    await requestReset(t, user.email);
    await t.ctx.mail.worker.drain();

    let [row] = await rows(t);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, sent_at: null });
    expect(row?.last_error).toContain('451');
    expect(row?.next_attempt_at).toBe(new Date(start + 5_000).toISOString());

    // Not due yet: nothing is tried.
    await t.ctx.mail.worker.drain();
    expect((await rows(t))[0]?.attempts).toBe(1);

    t.clock.advance(5_000);
    await t.ctx.mail.worker.drain();
    [row] = await rows(t);
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    expect(row?.next_attempt_at).toBe(new Date(start + 5_000 + 10_000).toISOString());

    sink.accept();
    await t.ctx.mail.worker.drain();
    expect((await rows(t))[0]?.status).toBe('pending');
    expect(sink.messages).toHaveLength(0);

    t.clock.advance(10_000);
    await t.ctx.mail.worker.drain();
    [row] = await rows(t);
    expect(row).toMatchObject({ status: 'sent', attempts: 3 });
    const mail = await sink.waitFor((m) => m.to.includes(user.email));
    expect(mail.subject).toBe('Reset your password');
  });

  it('delivers the HTML alternative and the attached calendar file beside the plain-text part', async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ smtpUrl: sink.url });
    await t.ctx.mail.enqueue(t.ctx.db, {
      to: 'ann@example.test',
      subject: 'See you on Monday',
      text: 'Plain words',
      html: '<p>Rich words</p>',
      attachments: [
        { filename: 'meeting.ics', contentType: 'text/calendar; charset=utf-8', content: 'BEGIN:VCALENDAR' },
      ],
    });
    await t.ctx.mail.worker.drain();
    const mail = await sink.waitFor((m) => m.to.includes('ann@example.test'));
    expect(mail.text).toBe('Plain words');
    expect(mail.raw).toMatch(/Content-Type: multipart\/mixed/);
    expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(mail.raw).toContain('<p>Rich words</p>');
    expect(mail.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; name=meeting\.ics/);
    expect(mail.raw).toContain('Content-Disposition: attachment; filename=meeting.ics');
  });

  it('keeps mail while the SMTP server is down, the API stays up, and drains each mail once when it comes up', async () => {
    const port = await freePort();
    t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
    const users = [await buildUser(t.ctx), await buildUser(t.ctx), await buildUser(t.ctx)];
    for (const u of users) await requestReset(t, u.email);
    await t.ctx.mail.worker.drain();
    for (const row of await rows(t)) {
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row.last_error).toContain('ECONNREFUSED');
    }
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    t.clock.advance(5_000);
    await t.ctx.mail.worker.drain();
    expect((await rows(t)).map((r) => r.attempts)).toEqual([2, 2, 2]);

    sink = await startSmtpSink(port);
    t.clock.advance(10_000);
    await t.ctx.mail.worker.drain();
    await t.ctx.mail.worker.drain();
    expect((await rows(t)).map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
    expect(sink.messages.map((m) => m.to[0]).sort()).toEqual(users.map((u) => u.email).sort());
  });

  it('backs off exponentially, capped at one hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(30)).toBe(60 * 60_000);
  });
});
