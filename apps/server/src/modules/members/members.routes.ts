import { membersRoutes as m } from '@chapter/shared/api/members.routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import type { MemberImportService } from './member-import.service.ts';
import type { MembersService } from './members.service.ts';
import type { UserAccountsService } from './user-accounts.service.ts';

/** Roster, member pages, role changes, (de)activation, CSV export and import, and accounts made by leaders. */
export function membersRoutes(
  app: FastifyInstance,
  members: MembersService,
  imports: MemberImportService,
  accounts: UserAccountsService,
  guard: AuthGuard,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const manage = guard.required({ require: { permission: 'manage_members' } });

  r.route({
    ...contractRoute(m.list),
    onRequest: guard.required({ require: { permission: 'view_members' } }),
    handler: async (req) => members.list(principalOf(req), req.query),
  });
  r.route({
    ...contractRoute(m.exportCsv),
    onRequest: manage,
    handler: async (req, reply) => {
      const csv = await members.exportCsv(principalOf(req), req.query.groupId, req.query.status);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="roster-${day}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(csv);
    },
  });
  r.route({
    ...contractRoute(m.detail),
    onRequest: guard.required(),
    handler: async (req) => members.detail(principalOf(req), req.params.userId),
  });
  r.route({
    ...contractRoute(m.changeRole),
    onRequest: manage,
    handler: async (req) => members.changeRole(principalOf(req), req.params.userId, req.body.role),
  });
  r.route({
    ...contractRoute(m.deactivate),
    onRequest: manage,
    handler: async (req) => members.deactivate(principalOf(req), req.params.userId),
  });
  r.route({
    ...contractRoute(m.reactivate),
    onRequest: manage,
    handler: async (req) => members.reactivate(principalOf(req), req.params.userId),
  });
  r.route({
    ...contractRoute(m.previewImport),
    onRequest: manage,
    handler: async (req) => imports.preview(principalOf(req), req.body),
  });
  r.route({
    ...contractRoute(m.commitImport),
    onRequest: manage,
    handler: async (req) => imports.commit(principalOf(req), req.body),
  });
  r.route({
    ...contractRoute(m.createUser),
    onRequest: manage,
    handler: async (req, reply) => reply.code(201).send(await accounts.create(principalOf(req), req.body)),
  });
  r.route({
    ...contractRoute(m.resetPassword),
    onRequest: manage,
    handler: async (req) => accounts.resetPassword(principalOf(req), req.params.userId, req.body.mode),
  });
}
