/** Activity records: lists, detail, create, edit, transitions, approvals, unread counts, CSV export. */
export const activityRoutes = {
  unreadCounts: 'GET /api/activities/unread-counts',
  markSeen: 'POST /api/activities/seen',
  list: 'GET /api/activities',
  partners: 'GET /api/activities/partners',
  exportCsv: 'GET /api/activities/export.csv',
  approvals: 'GET /api/activities/approvals',
  create: 'POST /api/activities',
  detail: 'GET /api/activities/:id',
  update: 'PATCH /api/activities/:id',
  remove: 'DELETE /api/activities/:id',
  setStatus: 'POST /api/activities/:id/status',
  oneToOne: 'POST /api/activities/:id/one-to-one',
  publish: 'POST /api/activities/:id/publish',
  answerAmount: 'POST /api/activities/:id/amount',
  approve: 'POST /api/activities/:id/approve',
  reject: 'POST /api/activities/:id/reject',
} as const;
