import { randomBytes } from 'node:crypto';
import { TEMPORARY_PASSWORD_TTL_DAYS } from '@chapter/shared/visitors.schemas';
import type { Db } from '../../db/kysely.ts';
import { flag, toStamp } from '../../db/sql-values.ts';
import { addDays } from '../../lib/dates.ts';
import { hashPassword } from '../auth/passwords.ts';
import { insertUser, updateUser } from '../auth/users.repository.ts';
import type { findInvitation } from './visitors.repository.ts';

/** The account an accepted invitation creates (docs/product-rules.md "Visitor sign-in"). */

type AcceptedInvitation = Pick<
  NonNullable<Awaited<ReturnType<typeof findInvitation>>>,
  'email' | 'name' | 'company' | 'classification' | 'phone' | 'group_id'
>;

/** Random, and always meets the password rules (upper, lower, digit, symbol, ≥ 8). */
export function temporaryPassword(): string {
  const core = randomBytes(12).toString('base64url');
  return `${core.slice(0, 8)}-Qz7${core.slice(8)}!`;
}

/** A Visitor account and membership for someone new; its password is set by `setTemporaryPassword`. */
export async function createVisitorAccount(db: Db, inv: AcceptedInvitation, now: Date): Promise<number> {
  const stamp = toStamp(now);
  const userId = await insertUser(db, {
    email: inv.email,
    name: inv.name,
    password_hash: null,
    status: 'active',
    company_name: inv.company,
    classification: inv.classification,
    phone: inv.phone,
    created_at: stamp,
    updated_at: stamp,
  });
  await db
    .insertInto('memberships')
    .values({
      user_id: userId,
      group_id: inv.group_id,
      role: 'Visitor',
      status: 'active',
      classification: null,
      joined_at: stamp,
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();
  return userId;
}

/** The fallback to the sign-in link: a temporary password (7 days, must be changed), which the link retires. */
export async function setTemporaryPassword(db: Db, userId: number, now: Date): Promise<string> {
  const password = temporaryPassword();
  await updateUser(db, userId, {
    password_hash: await hashPassword(password),
    must_change_password: flag(true),
    password_expires_at: toStamp(addDays(now, TEMPORARY_PASSWORD_TTL_DAYS)),
  });
  return password;
}
