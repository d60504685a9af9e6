import type { RoleName } from '@chapter/shared/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toStamp } from './db/sql-values.ts';
import { writeAudit } from './lib/audit.ts';
import { randomToken } from './lib/ids.ts';
import { permissionsFor } from './lib/principal.ts';
import { TokenService } from './modules/auth/tokens.ts';
import { buildGroup, buildUser } from './test/factories.ts';
import {
  type Access,
  FIELD_MATRIX,
  ROUTE_MATRIX,
  SUBJECTS,
  type Subject,
  VARIANT_MATRIX,
} from './test/route-matrix.ts';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from './test/test-app.ts';

/** The role a subject's membership holds: a Committee subject is a Member with a seat. */
const roleOf = (subject: Subject): RoleName => (subject === 'Committee' ? 'Member' : (subject as RoleName));

/** The endpoint × role matrix, generated from test/route-matrix.ts (docs/security-checklist.md, security 11). */
describe('endpoint × role matrix', () => {
  let t: TestApp;
  const userIds = new Map<Subject, number>();
  let otherMemberId = 0;
  let meetingId = 0;
  const tokens = new TokenService(TEST_JWT_SECRET);

  beforeAll(async () => {
    t = await createTestApp();
    // Substitutes may sign in to this group, so their rows test permissions rather than the sign-in refusal.
    const group = await buildGroup(t.ctx, { allow_substitute_login: 1 });
    for (const subject of SUBJECTS) {
      if (subject === 'anonymous') continue;
      const user =
        subject === 'isAdmin'
          ? await buildUser(t.ctx, { isAdmin: true })
          : await buildUser(t.ctx, { groupId: group.id, role: roleOf(subject) });
      if (subject === 'Committee') {
        await t.ctx.db.updateTable('memberships').set({ committee_seat: 1 }).where('user_id', '=', user.id).execute();
      }
      userIds.set(subject, user.id);
    }
    otherMemberId = (await buildUser(t.ctx, { groupId: group.id, role: 'Member' })).id;
    // Group-wide data for the field rows to find: a renewal date and a leadership action in the audit log.
    const stamp = toStamp(t.clock.now());
    await t.ctx.db
      .updateTable('memberships')
      .set({ renewal_due: stamp, joined_at: stamp })
      .where('user_id', '=', otherMemberId)
      .execute();
    const meeting = await t.ctx.db
      .insertInto('meetings')
      .values({
        group_id: group.id,
        type: 'chapter',
        title: 'Weekly meeting',
        starts_at: toStamp(new Date(t.clock.now().getTime() + 86_400_000)),
        ends_at: toStamp(new Date(t.clock.now().getTime() + 90_000_000)),
        timezone: 'UTC',
        location: null,
        online_link: null,
        agenda: null,
        speaker: null,
        status: 'scheduled',
        series_id: null,
        occurrence_key: null,
        created_by: null,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    meetingId = meeting.id;
    // Another member's substitute, waiting for a leader's decision.
    await t.ctx.db
      .insertInto('substitutions')
      .values({
        meeting_id: meetingId,
        group_id: group.id,
        member_id: otherMemberId,
        substitute_user_id: null,
        substitute_name: 'Sam Stand-in',
        substitute_email: null,
        note: JSON.stringify({ substituteId: null, substituteName: 'Sam Stand-in', content: '' }),
        status: 'pending',
        decided_by: null,
        decided_at: null,
        decision_reason: null,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    await writeAudit(t.ctx.db, {
      actorId: userIds.get('President') as number,
      groupId: group.id,
      action: 'membership.renewed',
      targetType: 'user',
      targetId: otherMemberId,
      summary: 'Renewed a membership',
      at: stamp,
    });
  });
  afterAll(() => t.close());

  /** A fresh session per request, so a route that ends sessions (logout) cannot affect the next row. */
  async function tokenFor(subject: Subject): Promise<string | undefined> {
    if (subject === 'anonymous') return undefined;
    const userId = userIds.get(subject) as number;
    const now = t.clock.now();
    const expires = new Date(now.getTime() + 3_600_000);
    const sessionId = randomToken();
    await t.ctx.db
      .insertInto('sessions')
      .values({
        id: sessionId,
        user_id: userId,
        created_at: toStamp(now),
        expires_at: toStamp(expires),
        user_agent: null,
        ip: null,
      })
      .execute();
    const permissions = permissionsFor({
      is_admin: subject === 'isAdmin' ? 1 : 0,
      role: roleOf(subject),
      membership_status: 'active',
      committee_seat: subject === 'Committee' ? 1 : 0,
    });
    return tokens.sign({ userId, sessionId, version: '3.4.0', permissions }, now, expires);
  }

  function expected(access: Access, subject: Subject): 'pass' | 401 | 403 {
    if (access === 'public') return 'pass';
    if (subject === 'anonymous') return 401;
    if (access === 'signedIn') return 'pass';
    return access.includes(subject) ? 'pass' : 403;
  }

  async function check(row: string, access: Access): Promise<void> {
    const [method = 'GET', path = '/'] = row.split(' ');
    const url = path
      .replace('{other}', String(otherMemberId))
      .replace(':token', 'x'.repeat(24))
      .replace(/:[a-zA-Z]+/g, '999999');
    for (const subject of SUBJECTS) {
      const token = await tokenFor(subject);
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      const want = expected(access, subject);
      const label = `${row} as ${subject} → ${res.statusCode} ${res.body.slice(0, 120)}`;
      if (want === 'pass') expect([401, 403], label).not.toContain(res.statusCode);
      else expect(res.statusCode, label).toBe(want);
    }
  }

  it('lists every registered route', () => {
    const registered = t.routes.map((r) => `${r.method} ${r.url}`);
    const missing = registered.filter((r) => !(r in ROUTE_MATRIX));
    expect(missing, 'routes missing from test/route-matrix.ts').toEqual([]);
    const stale = Object.keys(ROUTE_MATRIX).filter((r) => !registered.includes(r));
    expect(stale, 'matrix rows for routes that no longer exist').toEqual([]);
  });

  /**
   * Each field with audit or group-wide data reaches exactly the subjects its row names; the others get null, or an
   * empty list where the field is a list.
   */
  async function checkFields(row: string, fields: Record<string, Access>): Promise<void> {
    const access = ROUTE_MATRIX[row] ?? VARIANT_MATRIX[row];
    expect(access, `${row} is a row of the route matrix`).toBeDefined();
    const [, path = '/'] = row.split(' ');
    const admitted = SUBJECTS.filter((s) => expected(access as Access, s) === 'pass');
    expect(admitted.length, `${row} admits someone`).toBeGreaterThan(0);
    for (const subject of admitted) {
      const token = await tokenFor(subject);
      const res = await t.app.inject({
        method: 'GET',
        url: path.replace('{other}', String(otherMemberId)).replace(':meetingId', String(meetingId)),
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      expect(res.statusCode, `${row} as ${subject}: ${res.body.slice(0, 120)}`).toBe(200);
      const body = res.json() as Record<string, unknown>;
      for (const [field, fieldAccess] of Object.entries(fields)) {
        const gets = expected(fieldAccess, subject) === 'pass';
        // Receiving a list means receiving what is in it: the test data puts something in each.
        const value = body[field];
        const received = value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0);
        expect([row, subject, field, received]).toEqual([row, subject, field, gets]);
      }
    }
  }

  // Before the rows below: some of them change state (a Visitor who applies becomes a pending Member).
  for (const [row, fields] of Object.entries(FIELD_MATRIX)) {
    it(`${row}: fields ${Object.keys(fields).join(', ')}`, () => checkFields(row, fields));
  }

  for (const [row, access] of Object.entries({ ...ROUTE_MATRIX, ...VARIANT_MATRIX })) {
    it(row, () => check(row, access));
  }
});
