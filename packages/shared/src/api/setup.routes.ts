/** The one-time link that creates the first administrator. */
export const setupRoutes = {
  check: 'GET /api/setup/:token',
  complete: 'POST /api/setup/:token',
} as const;
