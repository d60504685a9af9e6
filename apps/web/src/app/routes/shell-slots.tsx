import type { Profile } from '@chapter/shared/profile.schemas';
import type { AdminMode } from '../../components/layout/admin-mode.ts';
import { BottomBar } from '../../components/layout/bottom-bar.tsx';
import { QuickSlipBarButton } from '../../features/activity/quick-slip/quick-slip-buttons.tsx';
import { canGiveSlips } from '../../features/activity/quick-slip/quick-slip-open.ts';
import { useTodaysMeeting } from '../../features/meetings/api/list-meetings.ts';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { can } from '../../lib/permissions.ts';

/*
 * The signed-in shell's pieces that read a feature. components/ never imports a feature (.dependency-cruiser.cjs,
 * rule web-shared-code-never-imports-features), so the app hands them to <AppShell>.
 */

/**
 * A phone's bottom bar; on meeting day a leader who records attendance finds it in Calendar's place. A member of a
 * group who records activity has the quick slip in its centre (docs/quick-slip.md).
 */
function MeetingDayBottomBar({ user, mode }: { user: Profile; mode: AdminMode }) {
  const today = useTodaysMeeting(!mode.active && can(user, 'record_attendance'));
  const slips = !mode.active && canGiveSlips(user);
  return <BottomBar user={user} mode={mode} today={today} action={slips ? <QuickSlipBarButton /> : undefined} />;
}

export const shellSlots = (user: Profile) => ({
  bell: (mobile: boolean) => <NotificationBell mobile={mobile} />,
  bottomBar: (mode: AdminMode) => <MeetingDayBottomBar user={user} mode={mode} />,
});
