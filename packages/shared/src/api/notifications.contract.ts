import {
  notificationListQuery,
  notificationListResponse,
  notificationParams,
  notificationsReadResponse,
} from '../notifications.schemas.ts';
import type { ContractFor } from './define.ts';
import { type notificationsRoutes, notificationsRoutes as r } from './notifications.routes.ts';

export const notificationsContract = {
  [r.list]: { query: notificationListQuery, response: notificationListResponse },
  /** Another member's notification, or one that does not exist: 404. */
  [r.read]: { params: notificationParams, response: notificationsReadResponse },
  [r.readAll]: { response: notificationsReadResponse },
} as const satisfies ContractFor<typeof notificationsRoutes>;
