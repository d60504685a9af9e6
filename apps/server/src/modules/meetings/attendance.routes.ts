import { decisionResponse } from '@chapter/shared/lifecycle.schemas';
import {
  attendanceReport,
  attendanceReportQuery,
  attendanceSheet,
  createSubstitutionRequest,
  meetingParams,
  recordAttendanceRequest,
  rejectSubstitutionRequest,
  substituteAccountsResponse,
  substitution,
  substitutionParams,
  substitutionsPage,
  substitutionsQuery,
} from '@chapter/shared/meetings.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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

  r.get(
    '/api/meetings/:meetingId/attendance',
    { schema: { params: meetingParams, response: { 200: attendanceSheet } }, onRequest: record },
    async (req) => attendance.sheet(principalOf(req), req.params.meetingId),
  );
  r.put(
    '/api/meetings/:meetingId/attendance',
    {
      schema: { params: meetingParams, body: recordAttendanceRequest, response: { 200: attendanceSheet } },
      onRequest: record,
    },
    async (req) => attendance.record(principalOf(req), req.params.meetingId, req.body),
  );
  r.get(
    '/api/attendance/report',
    { schema: { querystring: attendanceReportQuery, response: { 200: attendanceReport } }, onRequest: record },
    async (req) => attendance.report(principalOf(req), req.query),
  );
  r.get(
    '/api/attendance/report.csv',
    { schema: { querystring: attendanceReportQuery }, onRequest: record },
    async (req, reply) => {
      const csv = await attendance.reportCsv(principalOf(req), req.query);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="attendance-${req.query.from}-${req.query.to}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(csv);
    },
  );

  r.get(
    '/api/substitutes',
    { schema: { response: { 200: substituteAccountsResponse } }, onRequest: view },
    async (req) => substitutions.accounts(principalOf(req)),
  );
  r.post(
    '/api/meetings/:meetingId/substitutions',
    {
      schema: { params: meetingParams, body: createSubstitutionRequest, response: { 201: substitution } },
      onRequest: view,
    },
    async (req, reply) =>
      reply.code(201).send(await substitutions.create(principalOf(req), req.params.meetingId, req.body)),
  );
  r.delete(
    '/api/substitutions/:substitutionId',
    { schema: { params: substitutionParams, response: { 200: decisionResponse } }, onRequest: view },
    async (req) => substitutions.withdraw(principalOf(req), req.params.substitutionId),
  );
  r.get(
    '/api/approvals/substitutes',
    { schema: { querystring: substitutionsQuery, response: { 200: substitutionsPage } }, onRequest: approve },
    async (req) => substitutions.pending(principalOf(req), req.query),
  );
  r.post(
    '/api/approvals/substitutes/:substitutionId/approve',
    { schema: { params: substitutionParams, response: { 200: decisionResponse } }, onRequest: approve },
    async (req) => substitutions.approve(principalOf(req), req.params.substitutionId),
  );
  r.post(
    '/api/approvals/substitutes/:substitutionId/reject',
    {
      schema: { params: substitutionParams, body: rejectSubstitutionRequest, response: { 200: decisionResponse } },
      onRequest: approve,
    },
    async (req) => substitutions.reject(principalOf(req), req.params.substitutionId, req.body.reason),
  );
}
