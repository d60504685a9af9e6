import type { Db } from '../kysely.ts';
import { toStamp } from '../sql-values.ts';

const HOUR = 3_600_000;

/** sender e-mail, hours before the seed's moment, kind, text. Nobody is mentioned: no badge waits on anyone. */
const MESSAGES: Array<[string, number, 'message' | 'announcement', string]> = [
  [
    'president@demo.test',
    74,
    'announcement',
    'Welcome to the Riverside Chapter channel!\n\nAnnouncements from the leadership team are pinned here. Type @ and a name to mention a member; only they are notified.',
  ],
  ['member1@demo.test', 50, 'message', 'Thanks everyone for the referrals this week, two of them are already clients.'],
  [
    'member2@demo.test',
    49,
    'message',
    'Great meeting today. Visitors day is coming up: bring someone who needs a good accountant or roofer!',
  ],
  ['secretary@demo.test', 26, 'message', 'Attendance for this week is recorded. See you all on Wednesday at 7.'],
];

/**
 * The demo chapter's channel (docs/chapter-channel.md): a pinned welcome from the President and a few messages, so
 * the inbox shows what the channel is for. Each writer has read up to their own message, as sending does.
 */
export async function seedDemoChannel(db: Db, now: Date): Promise<void> {
  const group = await db.selectFrom('groups').select('id').where('name', '=', 'Riverside Chapter').executeTakeFirst();
  if (!group) return;
  const people = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where(
      'email',
      'in',
      MESSAGES.map((m) => m[0]),
    )
    .execute();
  const idOf = new Map(people.map((p) => [p.email, p.id]));
  await db.transaction().execute(async (trx) => {
    let seq = 0;
    let pinned: { id: number; by: number; at: string } | undefined;
    for (const [email, hoursAgo, kind, content] of MESSAGES) {
      const senderId = idOf.get(email);
      if (senderId === undefined) continue;
      seq += 1;
      const at = toStamp(new Date(now.getTime() - hoursAgo * HOUR));
      const { id } = await trx
        .insertInto('channel_messages')
        .values({ group_id: group.id, seq, sender_id: senderId, kind, content, client_message_id: null, sent_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('channel_reads')
        .values({ user_id: senderId, group_id: group.id, last_read_id: id, last_read_seq: seq, updated_at: at })
        .onConflict((oc) =>
          oc.columns(['user_id', 'group_id']).doUpdateSet({ last_read_id: id, last_read_seq: seq, updated_at: at }),
        )
        .execute();
      if (kind === 'announcement') pinned = { id, by: senderId, at };
    }
    await trx
      .insertInto('chapter_channels')
      .values({
        group_id: group.id,
        last_seq: seq,
        pinned_message_id: pinned?.id ?? null,
        pinned_by: pinned?.by ?? null,
        pinned_at: pinned?.at ?? null,
      })
      .execute();
  });
}
