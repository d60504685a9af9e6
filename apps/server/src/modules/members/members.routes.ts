import {
  adminPasswordResetRequest,
  adminPasswordResetResponse,
  createUserRequest,
  createUserResponse,
} from '@chapter/shared/admin-users.schemas';
import { importPreviewResponse, importRequest, importResultResponse } from '@chapter/shared/lifecycle.schemas';
import {
  MEMBERSHIP_STATUSES,
  memberActionResponse,
  memberDetail,
  roleChangeRequest,
  rosterQuery,
  rosterResponse,
  userParams,
} from '@chapter/shared/members.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import type { MemberImportService } from './member-import.service.ts';
import type { MembersService } from './members.service.ts';
import type { UserAccountsService } from './user-accounts.service.ts';

const exportQuery = z.strictObject({
  groupId: z.coerce.number().int().positive().optional(),
  status: z.enum(MEMBERSHIP_STATUSES).optional(),
});

/** Roster, member pages, role changes, (de)activation, CSV export and import. */
export function membersRoutes(
  app: FastifyInstance,
  members: MembersService,
  imports: MemberImportService,
  accounts: UserAccountsService,
  guard: AuthGuard,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const manage = guard.required({ require: { permission: 'manage_members' } });

  r.get(
    '/api/members',
    {
      schema: { querystring: rosterQuery, response: { 200: rosterResponse } },
      onRequest: guard.required({ require: { permission: 'view_members' } }),
    },
    async (req) => members.list(principalOf(req), req.query),
  );

  r.get('/api/members/export.csv', { schema: { querystring: exportQuery }, onRequest: manage }, async (req, reply) => {
    const csv = await members.exportCsv(principalOf(req), req.query.groupId, req.query.status);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="roster-${day}.csv"`)
      .header('Cache-Control', 'no-store')
      .send(csv);
  });

  r.get(
    '/api/members/:userId',
    { schema: { params: userParams, response: { 200: memberDetail } }, onRequest: guard.required() },
    async (req) => members.detail(principalOf(req), req.params.userId),
  );

  r.put(
    '/api/members/:userId/role',
    {
      schema: { params: userParams, body: roleChangeRequest, response: { 200: memberActionResponse } },
      onRequest: manage,
    },
    async (req) => members.changeRole(principalOf(req), req.params.userId, req.body.role),
  );

  r.post(
    '/api/members/:userId/deactivate',
    { schema: { params: userParams, response: { 200: memberActionResponse } }, onRequest: manage },
    async (req) => members.deactivate(principalOf(req), req.params.userId),
  );

  r.post(
    '/api/members/:userId/reactivate',
    { schema: { params: userParams, response: { 200: memberActionResponse } }, onRequest: manage },
    async (req) => members.reactivate(principalOf(req), req.params.userId),
  );

  r.post(
    '/api/members/import/preview',
    { schema: { body: importRequest, response: { 200: importPreviewResponse } }, onRequest: manage },
    async (req) => imports.preview(principalOf(req), req.body),
  );

  r.post(
    '/api/members/import',
    { schema: { body: importRequest, response: { 200: importResultResponse } }, onRequest: manage },
    async (req) => imports.commit(principalOf(req), req.body),
  );

  r.post(
    '/api/admin/users',
    { schema: { body: createUserRequest, response: { 201: createUserResponse } }, onRequest: manage },
    async (req, reply) => reply.code(201).send(await accounts.create(principalOf(req), req.body)),
  );

  r.post(
    '/api/admin/users/:userId/password-reset',
    {
      schema: { params: userParams, body: adminPasswordResetRequest, response: { 200: adminPasswordResetResponse } },
      onRequest: manage,
    },
    async (req) => accounts.resetPassword(principalOf(req), req.params.userId, req.body.mode),
  );
}
