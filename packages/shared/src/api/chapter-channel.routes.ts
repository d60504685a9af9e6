/** The chapter channel: one conversation for the whole group (docs/chapter-channel.md). */
export const chapterChannelRoutes = {
  summary: 'GET /api/chapter',
  messages: 'GET /api/chapter/messages',
  send: 'POST /api/chapter/messages',
  remove: 'DELETE /api/chapter/messages/:id',
  read: 'POST /api/chapter/read',
  pin: 'PUT /api/chapter/pin',
  unpin: 'DELETE /api/chapter/pin',
  members: 'GET /api/chapter/members',
} as const;
