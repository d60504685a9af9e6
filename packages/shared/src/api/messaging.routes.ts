/** Admin messaging: SMS and e-mail broadcasts. */
export const messagingRoutes = {
  quota: 'GET /api/messaging/quota',
  list: 'GET /api/messaging/broadcasts',
  send: 'POST /api/messaging/broadcasts',
  preview: 'POST /api/messaging/broadcasts/preview',
  detail: 'GET /api/messaging/broadcasts/:broadcastId',
} as const;
