/** Numbers, traffic lights, the matrix and the home page's feeds. */
export const scorecardRoutes = {
  me: 'GET /api/scorecard/me',
  member: 'GET /api/scorecard/members/:userId',
  group: 'GET /api/scorecard/group',
  matrix: 'GET /api/scorecard/matrix',
  recent: 'GET /api/scorecard/recent',
  pending: 'GET /api/scorecard/pending',
  funnel: 'GET /api/scorecard/funnel',
  warnings: 'GET /api/scorecard/warnings',
  atRisk: 'GET /api/scorecard/at-risk',
  chapter: 'GET /api/scorecard/chapter',
  chapterComparison: 'PUT /api/scorecard/chapter/comparison',
} as const;
