import { sql } from 'kysely';
import type { Db } from '../../db/kysely.ts';

/**
 * One row per visitor of the group recorded in [from, to) with the facts the funnel counts
 * (docs/visitors.md "Funnel"): their inviter, whether an invitation was accepted, their first visit, when they
 * applied and their membership now. The funnel is made from these in the service.
 */
export function selectFunnelFacts(db: Db, groupId: number, from: string, to: string) {
  return db
    .selectFrom('visitors as v')
    .leftJoin('users as inviter', 'inviter.id', 'v.invited_by')
    .leftJoin('memberships as ms', (j) =>
      j.onRef('ms.user_id', '=', 'v.user_id').onRef('ms.group_id', '=', 'v.group_id'),
    )
    .select((eb) => [
      'v.id',
      'v.invited_by',
      'inviter.name as inviter_name',
      'v.created_at',
      'v.status',
      'v.first_visit_at',
      'v.applied_at',
      'ms.status as membership_status',
      'ms.role as membership_role',
      eb
        .exists(
          eb
            .selectFrom('visitor_invitations as i')
            .select(sql<number>`1`.as('one'))
            .whereRef('i.visitor_id', '=', 'v.id')
            .where('i.used_action', '=', 'accept'),
        )
        .as('accepted'),
    ])
    .where('v.group_id', '=', groupId)
    .where('v.created_at', '>=', from)
    .where('v.created_at', '<', to)
    .execute();
}
