import type { Db } from '../kysely.ts';
import { toStamp } from '../sql-values.ts';

const DAY = 86_400_000;

/** Announcements the leadership sent over the last six months (no provider in the demo: they sit in the outbox). */
const BROADCASTS = [
  {
    daysAgo: 170,
    channel: 'email',
    subject: 'Welcome to the new season',
    body: 'Our weekly meetings restart Thursday at 7:00. Bring a guest!',
  },
  {
    daysAgo: 130,
    channel: 'sms',
    subject: null,
    body: 'Reminder: visitor day this Thursday. Invite one business owner you trust.',
  },
  {
    daysAgo: 90,
    channel: 'email',
    subject: 'Training: giving better referrals',
    body: 'Join the 30-minute training after Thursday’s meeting. Coffee is on the chapter.',
  },
  {
    daysAgo: 45,
    channel: 'sms',
    subject: null,
    body: 'Snow warning: Thursday’s meeting moves online. Link in the calendar.',
  },
  { daysAgo: 12, channel: 'sms', subject: null, body: 'Renewals are due this month — please check your profile.' },
] as const;

/** Admin-area history of the demo chapter: broadcasts with per-recipient outbox rows, and their audit entries. */
export async function seedDemoAdmin(db: Db, groupId: number, now: Date): Promise<void> {
  const sender = await db
    .selectFrom('memberships')
    .select('user_id')
    .where('group_id', '=', groupId)
    .where('role', '=', 'Secretary Treasurer')
    .executeTakeFirst();
  const members = await db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.email', 'u.phone'])
    .where('m.group_id', '=', groupId)
    .where('m.status', '=', 'active')
    .execute();
  for (const b of BROADCASTS) {
    const at = toStamp(new Date(now.getTime() - b.daysAgo * DAY));
    const { id } = await db
      .insertInto('broadcasts')
      .values({
        group_id: groupId,
        sender_id: sender?.user_id ?? null,
        channel: b.channel,
        audience: 'All members',
        subject: b.subject,
        body: b.body,
        recipient_count: members.length,
        skipped_count: 0,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const m of members) {
      const address = b.channel === 'sms' ? (m.phone ?? '').replace(/[\s().-]/g, '') : m.email;
      const outbox = await db
        .insertInto('outbox')
        .values({
          kind: b.channel,
          recipient: address,
          subject: b.subject ? `Riverside Chapter: ${b.subject}` : null,
          body_text: b.channel === 'sms' ? `Riverside Chapter: ${b.body}` : b.body,
          body_html: null,
          status: 'held',
          attempts: 0,
          next_attempt_at: at,
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('broadcast_recipients')
        .values({ broadcast_id: id, user_id: m.id, address, outbox_id: outbox.id, skipped_reason: null })
        .execute();
    }
    await db
      .insertInto('audit_log')
      .values({
        actor_id: sender?.user_id ?? null,
        group_id: groupId,
        action: b.channel === 'sms' ? 'messaging.sms_sent' : 'messaging.email_sent',
        target_type: 'broadcast',
        target_id: String(id),
        summary: `${b.channel === 'sms' ? 'SMS' : `E-mail "${b.subject}"`} to All members: ${members.length} queued, 0 skipped`,
        created_at: at,
      })
      .execute();
  }
}
