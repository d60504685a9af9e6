import type { OverrideItem, RolesView } from '@chapter/shared/groups.schemas';
import { permissionMatrix } from '@chapter/shared/role-permissions';
import { DEFAULT_ROLE_PERMISSIONS } from '@chapter/shared/roles';
import { isSet, toStamp } from '../../db/sql-values.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import { checkOverrides, describeOverrideChange, editableRoles } from '../../lib/override-rules.ts';
import type { Principal } from '../../lib/principal.ts';
import { countRoles, replaceLayerOverrides, selectLayerOverrides } from '../groups/groups.repository.ts';

const PLATFORM = 0;

/** The platform-wide role × permission matrix (manage_settings): defaults plus stored platform overrides. */
export class PermissionsService {
  constructor(private readonly ctx: AppContext) {}

  private async stored(): Promise<OverrideItem[]> {
    const rows = await selectLayerOverrides(this.ctx.db, PLATFORM);
    return rows.map((r) => ({
      role: r.role as OverrideItem['role'],
      permission: r.permission as OverrideItem['permission'],
      granted: isSet(r.granted),
    }));
  }

  async matrix(caller: Principal, message?: string): Promise<RolesView> {
    const overrides = await this.stored();
    return {
      base: permissionMatrix([], null),
      overrides,
      effective: permissionMatrix(
        overrides.map((o) => ({ ...o, groupId: PLATFORM })),
        null,
      ),
      roleCounts: await countRoles(this.ctx.db, null),
      editableRoles: editableRoles(caller),
      ...(message && { message }),
    };
  }

  /** Replaces the platform layer; every group without its own override follows at once. */
  async save(caller: Principal, requested: OverrideItem[]): Promise<RolesView> {
    const before = await this.stored();
    const base = DEFAULT_ROLE_PERMISSIONS as Record<string, readonly string[]>;
    const next = checkOverrides(caller, 'platform', before, requested, base);
    const summary = describeOverrideChange(before, next);
    const stamp = toStamp(this.ctx.clock.now());
    await this.ctx.db.transaction().execute(async (trx) => {
      await replaceLayerOverrides(trx, PLATFORM, next, caller.userId, stamp);
      await writeAudit(trx, {
        actorId: caller.userId,
        groupId: null,
        action: 'permissions.changed',
        targetType: 'platform',
        targetId: 'permissions',
        summary: `Platform permissions: ${summary}`,
        at: stamp,
      });
    });
    // Open sockets in every group follow too: a channel whose right a role lost stops at once (docs/realtime.md).
    await this.ctx.realtime.recheckRights();
    return this.matrix(caller, `Saved: ${summary}`);
  }
}
