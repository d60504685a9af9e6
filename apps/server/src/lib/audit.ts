import type { Db } from '../db/kysely.ts';

interface AuditEntry {
  /** null: the server itself, from its configuration at start (shown as "System"). */
  actorId: number | null;
  groupId: number | null;
  /** Dotted verb, e.g. 'member.role_changed'. */
  action: string;
  targetType:
    | 'user'
    | 'membership'
    | 'group'
    | 'meeting'
    | 'substitution'
    | 'visitor'
    | 'mentorship'
    | 'activity'
    | 'platform'
    | 'broadcast';
  targetId: number | string;
  /** What changed, readable on its own ("Role Member → Board Member"). */
  summary: string;
  at: string;
}

/** Records a leadership or admin action; call inside the transaction that makes the change. */
export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: entry.actorId,
      group_id: entry.groupId,
      action: entry.action,
      target_type: entry.targetType,
      target_id: String(entry.targetId),
      summary: entry.summary.slice(0, 1000),
      created_at: entry.at,
    })
    .execute();
}
