/** The platform's role × permission matrix. */
export const permissionsRoutes = {
  matrix: 'GET /api/permissions',
  save: 'PUT /api/permissions',
} as const;
