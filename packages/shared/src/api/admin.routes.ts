/** Admin tools (outbox, test e-mail, backup) and the dashboard. */
export const adminRoutes = {
  outbox: 'GET /api/admin/outbox',
  outboxMessage: 'GET /api/admin/outbox/:id',
  testEmail: 'POST /api/admin/test-email',
  backup: 'GET /api/admin/backup',
  backupAbout: 'GET /api/admin/backup/about',
  dashboard: 'GET /api/admin/dashboard',
} as const;
