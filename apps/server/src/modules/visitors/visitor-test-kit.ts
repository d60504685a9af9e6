import { toStamp } from '../../db/sql-values.ts';
import { buildMember, loginAs } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';

/** Helpers shared by the visitor follow-up tests. */
interface Signed {
  id: number;
  name: string;
  email: string;
  token: string;
}

async function signed(t: TestApp, groupId: number, role: string, name: string): Promise<Signed> {
  const m = await buildMember(t.ctx, { groupId, role, name });
  return { id: m.id, name: m.name, email: m.email, token: await loginAs(t.app, m.email) };
}

/** A member who invites (Ivy), another member (Hal, a possible host) and a Secretary Treasurer who leads. */
export async function chapterPeople(t: TestApp, groupId: number) {
  return {
    ivy: await signed(t, groupId, 'Member', 'Ivy Inviter'),
    hal: await signed(t, groupId, 'Member', 'Hal Host'),
    secretary: await signed(t, groupId, 'Secretary Treasurer', 'Sam Secretary'),
  };
}
export type People = Awaited<ReturnType<typeof chapterPeople>>;

/** A scheduled 90-minute meeting of the group; its id. */
export async function insertMeeting(t: TestApp, groupId: number, start: Date, timezone: string, title = 'Breakfast') {
  const now = toStamp(t.clock.now());
  const row = await t.ctx.db
    .insertInto('meetings')
    .values({
      group_id: groupId,
      type: 'chapter',
      title,
      starts_at: toStamp(start),
      ends_at: toStamp(new Date(start.getTime() + 90 * 60_000)),
      timezone,
      location: 'Harbour Hotel',
      status: 'scheduled',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
