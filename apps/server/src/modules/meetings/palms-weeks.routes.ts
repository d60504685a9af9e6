import { meetingsRoutes as m } from '@chapter/shared/api/meetings.routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import type { PalmsWeeksService } from './palms-weeks.service.ts';

/** The weeks' PALMS states (docs/palms-weeks.md): those who record attendance list and set them. */
export function palmsWeeksRoutes(app: FastifyInstance, weeks: PalmsWeeksService, guard: AuthGuard): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const record = guard.required({ require: { permission: 'record_attendance' } });
  r.route({
    ...contractRoute(m.palmsWeeks),
    onRequest: record,
    handler: async (req) => weeks.list(principalOf(req), req.query),
  });
  r.route({
    ...contractRoute(m.setPalmsWeek),
    onRequest: record,
    handler: async (req) => weeks.set(principalOf(req), req.params.weekEnds, req.body),
  });
}
