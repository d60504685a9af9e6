import { NotificationsScreen } from '../../features/notifications/components/notifications-screen.tsx';

/** /notifications: every signed-in member's own list, reached from the header's bell. */
export function NotificationsRoute() {
  return <NotificationsScreen />;
}
