/** The member-to-member inbox. */
export const inboxRoutes = {
  list: 'GET /api/inbox',
  conversation: 'GET /api/inbox/conversations/:id',
  send: 'POST /api/inbox/messages',
  markRead: 'POST /api/inbox/conversations/:id/read',
  remove: 'DELETE /api/inbox/messages/:id',
  edit: 'PATCH /api/inbox/messages/:id',
  react: 'PUT /api/inbox/messages/:id/reactions/:emoji',
  unreact: 'DELETE /api/inbox/messages/:id/reactions/:emoji',
} as const;
