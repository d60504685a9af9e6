/** Files sent with messages, in one-to-one conversations and the chapter channel (docs/attachments.md). */
export const attachmentsRoutes = {
  upload: 'POST /api/attachments',
  businessCard: 'POST /api/attachments/business-card',
  file: 'GET /api/attachments/:id',
  thumbnail: 'GET /api/attachments/:id/thumbnail',
} as const;
