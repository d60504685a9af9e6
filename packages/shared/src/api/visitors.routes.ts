/** Visitors and invitations: members invite; the invitation link is public and single use. */
export const visitorsRoutes = {
  list: 'GET /api/visitors',
  mine: 'GET /api/visitors/me',
  invite: 'POST /api/visitors',
  update: 'PATCH /api/visitors/:visitorId',
  apply: 'POST /api/visitors/apply',
  landing: 'GET /api/invitations/:token',
  answer: 'POST /api/invitations/:token',
} as const;
