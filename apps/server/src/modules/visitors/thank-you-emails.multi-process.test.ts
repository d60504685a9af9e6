import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { mailProcesses } from '../../test/mail-processes.ts';

const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const DAY = 86_400_000;

/**
 * The visitor's thank-you e-mail with two real server processes on one PostgreSQL + Redis, both running the job
 * (at start, then every 15 minutes): the visitor gets one e-mail through a real SMTP server, and the claim row is
 * one. Nothing is shared between the processes but the database (the pattern of the meeting reminders' test).
 */
describe.runIf(pgUrl && redisUrl)('visitor thank-you e-mails from two server processes', () => {
  const mail = mailProcesses(pgUrl as string, redisUrl as string, 'thanks');
  const { sql } = mail;

  it('thanks the visitor once', async () => {
    const email = `thanks-${randomBytes(4).toString('hex')}@example.test`;
    const [group] = await sql<{ id: number }>(`select id from groups order by id limit 1`);
    await sql(`update groups set timezone = 'UTC' where id = ${group?.id}`);
    // Two days ago at 07:00 UTC: the day after it began at 09:00 yesterday and lasts past now, whatever the hour.
    const day = new Date(Date.now() - 2 * DAY).toISOString().slice(0, 10);
    const start = new Date(`${day}T07:00:00.000Z`);
    const now = new Date().toISOString();
    const [meeting] = await sql<{ id: number }>(
      `insert into meetings (group_id, type, title, starts_at, ends_at, timezone, location, status, created_at, updated_at)
       values (${group?.id}, 'chapter', 'Thank-you test', '${start.toISOString()}',
               '${new Date(start.getTime() + 90 * 60_000).toISOString()}', 'UTC', 'Harbour Hotel', 'scheduled',
               '${now}', '${now}')
       returning id`,
    );
    const [visitor] = await sql<{ id: number }>(
      `insert into visitors (group_id, name, email, status, first_visit_meeting_id, first_visit_at, created_at, updated_at)
       values (${group?.id}, 'Tess Thanks', '${email}', 'attended', ${meeting?.id}, '${start.toISOString()}',
               '${now}', '${now}')
       returning id`,
    );
    await sql(
      `insert into visitor_checkins (meeting_id, visitor_id, checked_in_at)
       values (${meeting?.id}, ${visitor?.id}, '${start.toISOString()}')`,
    );

    // Both processes start together; each runs the thank-you job before it answers /readyz.
    await mail.startTwo();
    const ours = () => mail.sink.messages.filter((m) => m.to.includes(email));
    const deadline = Date.now() + 20_000;
    while (ours().length < 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    // Each process's outbox worker polls every 5 seconds: a second e-mail would have left by now.
    await new Promise((r) => setTimeout(r, 6_000));

    expect(ours()).toHaveLength(1);
    expect(ours()[0]?.subject).toMatch(/^Thank you for visiting /);
    const [rows] = await sql<{ outbox: string; claims: string }>(
      `select (select count(*) from outbox where recipient = '${email}') as outbox,
              (select count(*) from visitor_follow_up_emails where visitor_id = ${visitor?.id}) as claims`,
    );
    expect(Number(rows?.outbox)).toBe(1);
    expect(Number(rows?.claims)).toBe(1);
  }, 90_000);
});
