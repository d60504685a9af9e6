import type { Profile } from '@chapter/shared/profile.schemas';
import type { AdminMode } from '../../components/layout/admin-mode.ts';
import { BottomBar } from '../../components/layout/bottom-bar.tsx';
import { useTodaysMeeting } from '../../features/meetings/api/list-meetings.ts';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { can } from '../../lib/permissions.ts';

/*
 * The signed-in shell's pieces that read a feature. components/ never imports a feature (.dependency-cruiser.cjs,
 * rule web-shared-code-never-imports-features), so the app hands them to <AppShell>.
 */

/** A phone's bottom bar; on meeting day a leader who records attendance finds it in Calendar's place. */
function MeetingDayBottomBar({ user, mode }: { user: Profile; mode: AdminMode }) {
  const today = useTodaysMeeting(!mode.active && can(user, 'record_attendance'));
  return <BottomBar user={user} mode={mode} today={today} />;
}

export const shellSlots = (user: Profile) => ({
  bell: (mobile: boolean) => <NotificationBell mobile={mobile} />,
  bottomBar: (mode: AdminMode) => <MeetingDayBottomBar user={user} mode={mode} />,
});
