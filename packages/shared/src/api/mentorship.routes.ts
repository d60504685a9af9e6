/** Mentor profiles, the mentor search and mentorships: apply, assign, accept, decline, complete. */
export const mentorshipRoutes = {
  myProfile: 'GET /api/mentorship/profile',
  saveProfile: 'PUT /api/mentorship/profile',
  removeProfile: 'DELETE /api/mentorship/profile',
  search: 'GET /api/mentorship/mentors',
  mentor: 'GET /api/mentorship/mentors/:userId',
  list: 'GET /api/mentorship/mentorships',
  apply: 'POST /api/mentorship/mentorships',
  assign: 'POST /api/mentorship/mentorships/assign',
  accept: 'POST /api/mentorship/mentorships/:id/accept',
  decline: 'POST /api/mentorship/mentorships/:id/decline',
  complete: 'POST /api/mentorship/mentorships/:id/complete',
} as const;
