import type { RoleName } from '@chapter/shared/roles';
import type { FastifyInstance } from 'fastify';
import type { Insertable, Selectable } from 'kysely';
import type { GroupTable, MembershipTable, UserTable } from '../db/schema.ts';
import { flag, toStamp } from '../db/sql-values.ts';
import type { AppContext } from '../lib/context.ts';
import { hashPassword } from '../modules/auth/passwords.ts';

/** Passes every rule and is not on the common-password list. */
export const DEFAULT_PASSWORD = 'Quiet-Harbor-42!';

// argon2 is deliberately slow: hash the shared password once per test process.
let defaultHash: Promise<string> | undefined;
function hashFor(password: string): Promise<string> {
  if (password !== DEFAULT_PASSWORD) return hashPassword(password);
  defaultHash ??= hashPassword(DEFAULT_PASSWORD);
  return defaultHash;
}

let sequence = 0;
const next = () => ++sequence;

export type GroupRow = Selectable<GroupTable>;

/** Inserts an active group that accepts members, with a unique 6-digit code. */
export async function buildGroup(ctx: AppContext, overrides: Partial<Insertable<GroupTable>> = {}): Promise<GroupRow> {
  const n = next();
  const now = toStamp(ctx.clock.now());
  return ctx.db
    .insertInto('groups')
    .values({
      name: `Group ${n}`,
      status: 'active',
      code: String(100000 + ((n * 7919 + process.pid) % 900000)),
      capacity: null,
      accepting_members: 1,
      timezone: 'UTC',
      allow_substitute_login: 0,
      created_at: now,
      updated_at: now,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

interface UserOptions {
  name?: string;
  email?: string;
  password?: string;
  /** Store this hash as is (e.g. one made with weaker parameters). */
  passwordHash?: string | null;
  status?: UserTable['status'];
  isAdmin?: boolean;
  mustChangePassword?: boolean;
  passwordExpiresAt?: Date | null;
  companyName?: string | null;
  /** With a group, a membership is created too. */
  groupId?: number;
  role?: RoleName | string;
  membershipStatus?: MembershipTable['status'];
}

export interface BuiltUser {
  id: number;
  email: string;
  name: string;
  /** The plain password the user signs in with. */
  password: string;
}

/** Inserts a user, and a membership when groupId is given. */
export async function buildUser(ctx: AppContext, opts: UserOptions = {}): Promise<BuiltUser> {
  const n = next();
  const now = toStamp(ctx.clock.now());
  const email = (opts.email ?? `user${n}.${process.pid}@example.test`).toLowerCase();
  const name = opts.name ?? `User ${n}`;
  const password = opts.password ?? DEFAULT_PASSWORD;
  const passwordHash = opts.passwordHash !== undefined ? opts.passwordHash : await hashFor(password);
  const user = await ctx.db
    .insertInto('users')
    .values({
      email,
      name,
      password_hash: passwordHash,
      status: opts.status ?? 'active',
      is_admin: flag(opts.isAdmin ?? false),
      must_change_password: flag(opts.mustChangePassword ?? false),
      password_expires_at: opts.passwordExpiresAt ? toStamp(opts.passwordExpiresAt) : null,
      company_name: opts.companyName ?? null,
      created_at: now,
      updated_at: now,
    } satisfies Insertable<UserTable>)
    .returning('id')
    .executeTakeFirstOrThrow();
  if (opts.groupId !== undefined) {
    await ctx.db
      .insertInto('memberships')
      .values({
        user_id: user.id,
        group_id: opts.groupId,
        role: opts.role ?? 'Member',
        status: opts.membershipStatus ?? 'active',
        joined_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  return { id: user.id, email, name, password };
}

/** A user with an active membership in the group (role Member unless given). */
export function buildMember(
  ctx: AppContext,
  opts: UserOptions & { groupId: number; role?: RoleName | string },
): Promise<BuiltUser> {
  return buildUser(ctx, { role: 'Member', ...opts });
}

/** A platform admin (isAdmin) without a group. */
export function buildAdmin(ctx: AppContext, opts: UserOptions = {}): Promise<BuiltUser> {
  return buildUser(ctx, { ...opts, isAdmin: true });
}

/** Signs in through the API and returns the bearer token; fails the test if sign-in does not succeed. */
export async function loginAs(app: FastifyInstance, email: string, password: string = DEFAULT_PASSWORD) {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login as ${email} failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { token: string }).token;
}

/** `{ authorization: 'Bearer …' }` for app.inject. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
