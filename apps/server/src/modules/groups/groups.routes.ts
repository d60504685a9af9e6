import { groupsRoutes as g } from '@chapter/shared/api/groups.routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import type { GroupsService } from './groups.service.ts';

/** Admin group screens: list, create, settings, join code, role permissions. */
export function groupsRoutes(app: FastifyInstance, groups: GroupsService, guard: AuthGuard): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Group managers (own group) and platform managers or viewers; the service narrows to what each may see.
  const groupAccess = guard.required({ require: { anyOf: ['manage_groups', 'manage_group', 'view_groups'] } });
  const manage = guard.required({ require: { anyOf: ['manage_groups', 'manage_group'] } });

  r.route({
    ...contractRoute(g.list),
    onRequest: groupAccess,
    handler: async (req) => groups.list(principalOf(req), req.query),
  });
  r.route({
    ...contractRoute(g.create),
    onRequest: guard.required({ require: { permission: 'manage_groups' } }),
    handler: async (req, reply) => reply.code(201).send(await groups.create(principalOf(req), req.body)),
  });
  r.route({
    ...contractRoute(g.detail),
    onRequest: groupAccess,
    handler: async (req) => groups.detail(principalOf(req), req.params.groupId),
  });
  r.route({
    ...contractRoute(g.update),
    onRequest: manage,
    handler: async (req) => groups.update(principalOf(req), req.params.groupId, req.body),
  });
  r.route({
    ...contractRoute(g.rotateCode),
    onRequest: manage,
    handler: async (req) => groups.rotateCode(principalOf(req), req.params.groupId),
  });
  r.route({
    ...contractRoute(g.roles),
    onRequest: groupAccess,
    handler: async (req) => groups.roles(principalOf(req), req.params.groupId),
  });
  r.route({
    ...contractRoute(g.saveRoles),
    onRequest: manage,
    handler: async (req) => groups.saveRoles(principalOf(req), req.params.groupId, req.body.overrides),
  });
}
