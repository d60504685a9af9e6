/** The visitor's journey after the meeting (docs/visitors.md): thank-you template, tasks, host, second visit, funnel. */
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
