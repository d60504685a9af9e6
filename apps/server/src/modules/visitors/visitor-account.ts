import type { Db } from '../../db/kysely.ts';
import { toStamp } from '../../db/sql-values.ts';
import { insertMembership } from '../../kernel/memberships.repository.ts';
import { insertUser } from '../../kernel/users.repository.ts';
import type { findInvitation } from './visitors.repository.ts';

/** The account an accepted invitation creates (docs/product-rules.md "Visitor sign-in"). */

type AcceptedInvitation = Pick<
  NonNullable<Awaited<ReturnType<typeof findInvitation>>>,
  'email' | 'name' | 'company' | 'classification' | 'phone' | 'group_id'
>;

/**
 * A Visitor account and membership for someone new, with no password: the guest signs in by the accepted
 * invitation or a one-time link, and chooses a password later if they want one.
 */
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
  await insertMembership(db, {
    user_id: userId,
    group_id: inv.group_id,
    role: 'Visitor',
    status: 'active',
    classification: null,
    joined_at: stamp,
    created_at: stamp,
    updated_at: stamp,
  });
  return userId;
}
