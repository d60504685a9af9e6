import type { AuditPage, auditQuery } from '@chapter/shared/admin-tools.schemas';
import type { z } from 'zod';
import { scopeGroup } from '../../kernel/group-scope.ts';
import type { AppContext } from '../../lib/context.ts';
import { addDays } from '../../lib/dates.ts';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor.ts';
import type { Principal } from '../../lib/principal.ts';
import { presentAudit, selectAuditFacets, selectAuditPage } from './audit.repository.ts';

/** The audit log: a group's entries for its leaders, every entry (or one group's) for platform admins. */
export class AuditService {
  constructor(private readonly ctx: AppContext) {}

  async list(caller: Principal, p: z.output<typeof auditQuery>): Promise<AuditPage> {
    const groupId = scopeGroup(caller, p.groupId);
    const after = decodeCursor(p.cursor);
    const filter = {
      groupId,
      actorId: p.actorId,
      action: p.action || undefined,
      targetType: p.targetType || undefined,
      targetId: p.targetId || undefined,
      from: p.from ? `${p.from}T00:00:00.000Z` : undefined,
      before: p.to ? addDays(new Date(`${p.to}T00:00:00.000Z`), 1).toISOString() : undefined,
    };
    const rows = await selectAuditPage(this.ctx.db, filter, after, p.limit + 1);
    const page = rows.slice(0, p.limit);
    const last = page.at(-1);
    return {
      items: page.map(presentAudit),
      nextCursor: rows.length > p.limit && last ? encodeCursor([last.created_at, last.id]) : null,
      ...(after === undefined && (await selectAuditFacets(this.ctx.db, groupId))),
    };
  }
}
