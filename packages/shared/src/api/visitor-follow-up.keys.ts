/**
 * The visitor's journey after the meeting (docs/visitors.md): thank-you template, tasks, host, second visit, funnel.
 * A module's keys, like every `<module>.routes.ts`, but named apart: apps/web/vite.config.ts puts every `.routes.ts`
 * into the client's core file, on every page, and only the visitors' screen calls these (/home's page weight is at
 * its budget).
 */
export const visitorFollowUpRoutes = {
  template: 'GET /api/visitors/template',
  saveTemplate: 'PUT /api/visitors/template',
  resetTemplate: 'DELETE /api/visitors/template',
  tasks: 'GET /api/visitors/tasks',
  updateTask: 'PATCH /api/visitors/tasks/:taskId',
  followUp: 'GET /api/visitors/:visitorId/follow-up',
  setHost: 'PUT /api/visitors/:visitorId/host',
  secondVisit: 'POST /api/visitors/:visitorId/second-visit',
  funnel: 'GET /api/visitors/funnel',
} as const;
