/** The rules chapters are judged by: the organisation's choice and each chapter's overrides (docs/chapter-rules.md). */
export const chapterRulesRoutes = {
  get: 'GET /api/chapter-rules',
  organisation: 'PUT /api/chapter-rules/organisation',
  chapter: 'PUT /api/chapter-rules/chapter',
} as const;
