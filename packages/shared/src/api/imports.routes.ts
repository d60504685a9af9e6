/** Moving in: a chapter's history imported from BNI Connect's exports or a spreadsheet (docs/imports.md). */
export const importsRoutes = {
  preview: 'POST /api/imports/preview',
  confirm: 'POST /api/imports',
} as const;
