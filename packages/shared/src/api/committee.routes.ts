/** The membership committee (docs/membership-committee.md): seats, applications, notes and renewal reviews. */
export const committeeRoutes = {
  seats: 'GET /api/committee/seats',
  setSeat: 'PUT /api/committee/seats/:userId',
  applications: 'GET /api/committee/applications',
  application: 'GET /api/committee/applications/:userId',
  discuss: 'POST /api/committee/applications/:userId/discussion',
  vote: 'PUT /api/committee/applications/:userId/vote',
  decide: 'POST /api/committee/applications/:userId/decision',
  notes: 'GET /api/committee/members/:userId/notes',
  addNote: 'POST /api/committee/members/:userId/notes',
  reviews: 'GET /api/committee/reviews',
  reviewHistory: 'GET /api/committee/reviews/:userId',
  checkIn: 'POST /api/committee/reviews/:userId/check-in',
  reviewDecision: 'POST /api/committee/reviews/:userId/decision',
} as const;
