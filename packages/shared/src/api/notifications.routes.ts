/** The member's own notification list (docs/notifications.md). */
export const notificationsRoutes = {
  list: 'GET /api/notifications',
  read: 'POST /api/notifications/:id/read',
  readAll: 'POST /api/notifications/read-all',
} as const;
