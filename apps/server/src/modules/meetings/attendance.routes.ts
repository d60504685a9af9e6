import { meetingsRoutes as m } from '@chapter/shared/api/meetings.routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import type { AttendanceService } from './attendance.service.ts';
import type { SubstitutionsService } from './substitutions.service.ts';

/** PALMS attendance (record_attendance) and substitutions (members name, approve_substitutes decides). */
export function attendanceRoutes(
  app: FastifyInstance,
  attendance: AttendanceService,
  substitutions: SubstitutionsService,
  guard: AuthGuard,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const record = guard.required({ require: { permission: 'record_attendance' } });
  const view = guard.required({ require: { permission: 'view_meetings' } });
  const approve = guard.required({ require: { permission: 'approve_substitutes' } });

  r.route({
    ...contractRoute(m.attendanceSheet),
    onRequest: record,
    handler: async (req) => attendance.sheet(principalOf(req), req.params.meetingId),
  });
  r.route({
    ...contractRoute(m.recordAttendance),
    onRequest: record,
    handler: async (req) => attendance.record(principalOf(req), req.params.meetingId, req.body),
  });
  r.route({
    ...contractRoute(m.addWalkIn),
    onRequest: record,
    handler: async (req, reply) =>
      reply.code(201).send(await attendance.addWalkIn(principalOf(req), req.params.meetingId, req.body)),
  });
  r.route({
    ...contractRoute(m.recordDoorSubstitute),
    onRequest: record,
    handler: async (req, reply) =>
      reply.code(201).send(await attendance.recordDoorSubstitute(principalOf(req), req.params.meetingId, req.body)),
  });
  r.route({
    ...contractRoute(m.doorSubstituteHistory),
    onRequest: record,
    handler: async (req) => attendance.doorSubstituteHistory(principalOf(req), req.params.substituteId),
  });
  r.route({
    ...contractRoute(m.attendanceReport),
    onRequest: record,
    handler: async (req) => attendance.report(principalOf(req), req.query),
  });
  r.route({
    ...contractRoute(m.attendanceReportCsv),
    onRequest: record,
    handler: async (req, reply) => {
      const csv = await attendance.reportCsv(principalOf(req), req.query);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="palms-${req.query.from}-${req.query.to}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(csv);
    },
  });
  r.route({
    ...contractRoute(m.attendanceReportPdf),
    onRequest: record,
    handler: async (req, reply) => {
      const pdf = await attendance.reportPdf(principalOf(req), req.query);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="palms-${req.query.from}-${req.query.to}.pdf"`)
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  });

  r.route({
    ...contractRoute(m.substitutes),
    onRequest: view,
    handler: async (req) => substitutions.accounts(principalOf(req)),
  });
  r.route({
    ...contractRoute(m.createSubstitution),
    onRequest: view,
    handler: async (req, reply) =>
      reply.code(201).send(await substitutions.create(principalOf(req), req.params.meetingId, req.body)),
  });
  r.route({
    ...contractRoute(m.withdrawSubstitution),
    onRequest: view,
    handler: async (req) => substitutions.withdraw(principalOf(req), req.params.substitutionId),
  });
  r.route({
    ...contractRoute(m.pendingSubstitutions),
    onRequest: approve,
    handler: async (req) => substitutions.pending(principalOf(req), req.query),
  });
  r.route({
    ...contractRoute(m.approveSubstitution),
    onRequest: approve,
    handler: async (req) => substitutions.approve(principalOf(req), req.params.substitutionId),
  });
  r.route({
    ...contractRoute(m.rejectSubstitution),
    onRequest: approve,
    handler: async (req) => substitutions.reject(principalOf(req), req.params.substitutionId, req.body.reason),
  });
}
