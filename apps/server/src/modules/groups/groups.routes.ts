import {
  groupDetail,
  groupFields,
  groupListQuery,
  groupListResponse,
  groupParams,
  groupUpdateRequest,
  overridesRequest,
  rolesResponse,
} from '@chapter/shared/groups.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import type { GroupsService } from './groups.service.ts';

/** Admin group screens: list, create, settings, join code, role permissions. */
export function groupsRoutes(app: FastifyInstance, groups: GroupsService, guard: AuthGuard): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Group managers (own group) and platform managers or viewers; the service narrows to what each may see.
  const groupAccess = guard.required({ require: { anyOf: ['manage_groups', 'manage_group', 'view_groups'] } });
  const manage = guard.required({ require: { anyOf: ['manage_groups', 'manage_group'] } });

  r.get(
    '/api/groups',
    { schema: { querystring: groupListQuery, response: { 200: groupListResponse } }, onRequest: groupAccess },
    async (req) => groups.list(principalOf(req), req.query),
  );

  r.post(
    '/api/groups',
    {
      schema: { body: groupFields, response: { 201: groupDetail } },
      onRequest: guard.required({ require: { permission: 'manage_groups' } }),
    },
    async (req, reply) => reply.code(201).send(await groups.create(principalOf(req), req.body)),
  );

  r.get(
    '/api/groups/:groupId',
    { schema: { params: groupParams, response: { 200: groupDetail } }, onRequest: groupAccess },
    async (req) => groups.detail(principalOf(req), req.params.groupId),
  );

  r.put(
    '/api/groups/:groupId',
    { schema: { params: groupParams, body: groupUpdateRequest, response: { 200: groupDetail } }, onRequest: manage },
    async (req) => groups.update(principalOf(req), req.params.groupId, req.body),
  );

  r.post(
    '/api/groups/:groupId/code',
    { schema: { params: groupParams, response: { 200: groupDetail } }, onRequest: manage },
    async (req) => groups.rotateCode(principalOf(req), req.params.groupId),
  );

  r.get(
    '/api/groups/:groupId/roles',
    { schema: { params: groupParams, response: { 200: rolesResponse } }, onRequest: groupAccess },
    async (req) => groups.roles(principalOf(req), req.params.groupId),
  );

  r.put(
    '/api/groups/:groupId/roles',
    { schema: { params: groupParams, body: overridesRequest, response: { 200: rolesResponse } }, onRequest: manage },
    async (req) => groups.saveRoles(principalOf(req), req.params.groupId, req.body.overrides),
  );
}
