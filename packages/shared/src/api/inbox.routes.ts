/** The member-to-member inbox. */
export const inboxRoutes = {
  list: 'GET /api/inbox',
  conversation: 'GET /api/inbox/conversations/:id',
  send: 'POST /api/inbox/messages',
  markRead: 'POST /api/inbox/conversations/:id/read',
  remove: 'DELETE /api/inbox/messages/:id',
} as const;
