import { expect } from 'vitest';
import type { GroupRow } from '../../test/factories.ts';
import { buildMember, loginAs } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import { testClient } from '../../test/test-client.ts';

/** What the committee's tests share: a seated member, an applicant and the calls they make. */
export function committeeKit(get: () => { t: TestApp; group: GroupRow }) {
  const as = (token: string) => testClient(get().t.app, token);
  return {
    as,
    /** A member of the group (a Member unless given) signed in; seated when asked, as a leader would. */
    async member(opts: { name?: string; role?: string; seated?: boolean; classification?: string } = {}) {
      const { t, group } = get();
      const m = await buildMember(t.ctx, { groupId: group.id, name: opts.name, role: opts.role ?? 'Member' });
      await t.ctx.db
        .updateTable('memberships')
        .set({ committee_seat: opts.seated ? 1 : 0, classification: opts.classification ?? null })
        .where('user_id', '=', m.id)
        .execute();
      return { ...m, token: await loginAs(t.app, m.email) };
    },
    /** Registers with the group's code, as a visitor does; returns the applicant's id. */
    async apply(name: string, email: string, classification?: string): Promise<number> {
      const { t, group } = get();
      const res = await testClient(t.app).call('POST /api/register', {
        body: { name, email, password: 'Quiet-Harbor-42!', groupCode: group.code },
      });
      expect(res.statusCode).toBe(201);
      const row = await t.ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
      if (classification) {
        await t.ctx.db.updateTable('memberships').set({ classification }).where('user_id', '=', row.id).execute();
      }
      return row.id;
    },
  };
}
