/** Membership renewals: the list, the summary, renewing and lapsing. */
export const renewalsRoutes = {
  list: 'GET /api/renewals',
  summary: 'GET /api/renewals/summary',
  renew: 'POST /api/renewals/:userId/renew',
  lapse: 'POST /api/renewals/:userId/lapse',
} as const;
