/** The header search: members, activity records, messages and meetings at once. */
export const searchRoutes = {
  search: 'GET /api/search',
} as const;
