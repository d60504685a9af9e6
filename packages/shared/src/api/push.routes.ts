/** Web Push on this device (docs/installable-app.md). */
export const pushRoutes = {
  key: 'GET /api/push/key',
  subscribe: 'POST /api/push/subscriptions',
  unsubscribe: 'POST /api/push/subscriptions/remove',
} as const;
