/** The audit log, newest first, in keyset pages. */
export const auditRoutes = {
  list: 'GET /api/audit',
} as const;
