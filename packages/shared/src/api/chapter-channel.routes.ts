/** The chapter channel: one conversation for the whole group (docs/chapter-channel.md). */
export const chapterChannelRoutes = {
  summary: 'GET /api/chapter',
  messages: 'GET /api/chapter/messages',
  send: 'POST /api/chapter/messages',
  remove: 'DELETE /api/chapter/messages/:id',
  edit: 'PATCH /api/chapter/messages/:id',
  react: 'PUT /api/chapter/messages/:id/reactions/:emoji',
  unreact: 'DELETE /api/chapter/messages/:id/reactions/:emoji',
  read: 'POST /api/chapter/read',
  pin: 'PUT /api/chapter/pin',
  unpin: 'DELETE /api/chapter/pin',
  members: 'GET /api/chapter/members',
} as const;
