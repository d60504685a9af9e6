/** The signed-in user's own settings. */
export const settingsRoutes = {
  get: 'GET /api/settings',
  update: 'PUT /api/settings',
  reset: 'POST /api/settings/reset',
} as const;
