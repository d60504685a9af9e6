import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { mailProcesses } from '../../test/mail-processes.ts';

const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/**
 * The meeting-reminder e-mail with two real server processes on one PostgreSQL + Redis, both running the reminder
 * job (it runs at start, then every 5 minutes): each member gets one e-mail through a real SMTP server, and a member
 * who declined, or turned the e-mail off, gets none. Nothing is shared between the processes but the database.
 */
describe.runIf(pgUrl && redisUrl)('meeting-reminder e-mails from two server processes', () => {
  const mail = mailProcesses(pgUrl as string, redisUrl as string, 'remind');
  const { sql } = mail;

  it('sends each member one reminder, none to a member who declined or turned it off', async () => {
    const title = `Reminder test ${randomBytes(4).toString('hex')}`;
    const [group] = await sql<{ group_id: number }>(
      `select ms.group_id from memberships ms join users u on u.id = ms.user_id
       where ms.status = 'active' and u.status = 'active' and ms.role not in ('Visitor', 'Substitute')
       group by ms.group_id order by count(*) desc limit 1`,
    );
    const members = await sql<{ id: number; email: string }>(
      `select u.id, u.email from memberships ms join users u on u.id = ms.user_id
       where ms.group_id = ${group?.group_id} and ms.status = 'active' and u.status = 'active'
         and ms.role not in ('Visitor', 'Substitute') order by u.id`,
    );
    expect(members.length).toBeGreaterThanOrEqual(4);
    const [decliner, switchedOff, ...expected] = members;
    // Two hours from now: past 18:00 the evening before and before the last hour, so the e-mail is due.
    const start = new Date(Date.now() + 2 * 3_600_000);
    const now = new Date().toISOString();
    const [meeting] = await sql<{ id: number }>(
      `insert into meetings (group_id, type, title, starts_at, ends_at, timezone, location, status, created_at, updated_at)
       values (${group?.group_id}, 'chapter', '${title}', '${start.toISOString()}',
               '${new Date(start.getTime() + 90 * 60_000).toISOString()}', 'UTC', 'Harbour Hotel', 'scheduled',
               '${now}', '${now}')
       returning id`,
    );
    await sql(
      `insert into meeting_rsvps (meeting_id, user_id, response, updated_at)
       values (${meeting?.id}, ${decliner?.id}, 'not_attending', '${now}')`,
    );
    await sql(
      `insert into user_settings (user_id, key, value, updated_at)
       values (${switchedOff?.id}, 'notifications.meetingReminders', 'false', '${now}')
       on conflict (user_id, key) do update set value = 'false'`,
    );

    // Both processes start together; each runs the reminder job before it answers /readyz.
    await mail.startTwo();
    const ours = () => mail.sink.messages.filter((m) => m.subject.includes(title));
    const deadline = Date.now() + 20_000;
    while (ours().length < expected.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    // Each process's outbox worker polls every 5 seconds: a second e-mail would have left by now.
    await new Promise((r) => setTimeout(r, 6_000));

    const recipients = ours().flatMap((m) => m.to);
    expect(recipients.sort()).toEqual(expected.map((m) => m.email).sort());
    expect(recipients).not.toContain(decliner?.email);
    expect(recipients).not.toContain(switchedOff?.email);
    expect(ours()[0]?.raw).toContain('Content-Type: text/calendar');
    const [rows] = await sql<{ outbox: string; claims: string }>(
      `select (select count(*) from outbox where subject like '%${title}%') as outbox,
              (select count(*) from meeting_reminder_emails where meeting_id = ${meeting?.id}) as claims`,
    );
    expect(Number(rows?.outbox)).toBe(expected.length);
    expect(Number(rows?.claims)).toBe(expected.length);
  }, 90_000);
});
