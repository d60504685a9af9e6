import type { AuditItem } from '@chapter/shared/admin-tools.schemas';
import type { Db } from '../../db/kysely.ts';

interface AuditFilter {
  groupId?: number;
  actorId?: number;
  action?: string;
  targetType?: string;
  targetId?: string;
  from?: string;
  /** Exclusive upper bound (the day after the last day asked for). */
  before?: string;
}

/** Audit entries newest first, keyset on (created_at, id), with the actor's name. */
export function selectAuditPage(db: Db, f: AuditFilter, after: [string, number] | undefined, take: number) {
  let q = db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .select([
      'a.id',
      'a.actor_id',
      'u.name as actor_name',
      'a.group_id',
      'a.action',
      'a.target_type',
      'a.target_id',
      'a.summary',
      'a.created_at',
    ]);
  if (f.groupId !== undefined) q = q.where('a.group_id', '=', f.groupId);
  if (f.actorId !== undefined) q = q.where('a.actor_id', '=', f.actorId);
  if (f.action) q = q.where('a.action', '=', f.action);
  if (f.targetType) q = q.where('a.target_type', '=', f.targetType);
  if (f.targetId) q = q.where('a.target_id', '=', f.targetId);
  if (f.from) q = q.where('a.created_at', '>=', f.from);
  if (f.before) q = q.where('a.created_at', '<', f.before);
  if (after) q = q.where((eb) => eb(eb.refTuple('a.created_at', 'a.id'), '<', eb.tuple(after[0], after[1])));
  return q.orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').limit(take).execute();
}

type AuditRow = Awaited<ReturnType<typeof selectAuditPage>>[number];

/** Distinct actions and actors in scope, for the filter menus. */
export async function selectAuditFacets(db: Db, groupId: number | undefined) {
  let actions = db.selectFrom('audit_log').select('action').distinct();
  let actors = db
    .selectFrom('audit_log as a')
    .innerJoin('users as u', 'u.id', 'a.actor_id')
    .select(['u.id', 'u.name'])
    .distinct();
  if (groupId !== undefined) {
    actions = actions.where('group_id', '=', groupId);
    actors = actors.where('a.group_id', '=', groupId);
  }
  return {
    actions: (await actions.orderBy('action').limit(200).execute()).map((r) => r.action),
    actors: await actors.orderBy('u.name').limit(300).execute(),
  };
}

/** An entry as the API shows it (the audit log and the dashboard's latest leadership actions). */
export const presentAudit = (r: AuditRow): AuditItem => ({
  id: r.id,
  actorId: r.actor_id,
  actorName: r.actor_name,
  groupId: r.group_id,
  action: r.action,
  targetType: r.target_type,
  targetId: r.target_id,
  summary: r.summary,
  createdAt: r.created_at,
});
