/** Public: the login screen and the update check need the server version before sign-in. */
export const aboutRoutes = {
  changelog: 'GET /api/about/changelog',
  version: 'GET /api/about/version',
} as const;
