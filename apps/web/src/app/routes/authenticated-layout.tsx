import * as webPaths from '@chapter/shared/web-paths';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Navigate, Outlet, useLocation, useMatch } from 'react-router';
import { AppShell } from '../../components/layout/app-shell.tsx';
import { FullScreenSpinner } from '../../components/ui/spinner.tsx';
import { UpdateChecker } from '../../features/about/components/update-checker.tsx';
import { QuickSlipHost } from '../../features/activity/quick-slip/quick-slip-host.tsx';
import { canGiveSlips } from '../../features/activity/quick-slip/quick-slip-open.ts';
import { useLogout } from '../../features/auth/api/logout.ts';
import type { ReturnState } from '../../features/auth/return-path.ts';
import { UnsentMarksDialog } from '../../features/meetings/components/unsent-marks-dialog.tsx';
import { ServerThemeSync } from '../../features/settings/components/theme-sync.tsx';
import { lastSessionEnd, useAuthToken } from '../../lib/auth.ts';
import { switchLocale } from '../../lib/i18n/locale.ts';
import { useRealtimeConnection } from '../../lib/realtime.ts';
import { registerServiceWorkerNow } from '../../lib/service-worker.ts';
import { useSession } from '../../lib/session.ts';
import { SessionUnavailable } from './session-unavailable.tsx';
import { shellSlots } from './shell-slots.tsx';

const CHANGE_PASSWORD_PATH = webPaths.changePassword;

// Live updates parse pushed events with the shared schemas: they load after the first screen has painted
// (docs/web-delivery.md), like the connection they listen on.
const InboxLiveSync = lazy(() =>
  import('../../features/inbox/components/inbox-live-sync.tsx').then((m) => ({ default: m.InboxLiveSync })),
);
const ChapterLiveSync = lazy(() =>
  import('../../features/chapter/components/chapter-live-sync.tsx').then((m) => ({ default: m.ChapterLiveSync })),
);
const PushDeviceSync = lazy(() =>
  import('../../features/settings/components/push-device-sync.tsx').then((m) => ({ default: m.PushDeviceSync })),
);
// Only an account that signed in by a one-time link and has no password yet sees it: nobody else loads it.
const ChoosePasswordBanner = lazy(() =>
  import('../../features/auth/components/choose-password-banner.tsx').then((m) => ({
    default: m.ChoosePasswordBanner,
  })),
);
const NotificationsLiveSync = lazy(() =>
  import('../../features/notifications/components/notifications-live-sync.tsx').then((m) => ({
    default: m.NotificationsLiveSync,
  })),
);
const ActivityLiveSync = lazy(() =>
  import('../../features/activity/components/activity-live-sync.tsx').then((m) => ({ default: m.ActivityLiveSync })),
);

/**
 * Signed-out visitors go to /login, which remembers where they were heading. While a temporary
 * password waits to be changed, /change-password is the only page a user can reach.
 */
export function AuthenticatedLayout() {
  const token = useAuthToken();
  const location = useLocation();
  const session = useSession();
  const logout = useLogout();
  // The projector's screen fills the room's screen: no navigation, no bars (docs/meeting-mode.md).
  const presenting = useMatch(webPaths.present) !== null;
  // Open while a token exists; closed on logout or when the token expires (it reads as null then).
  useRealtimeConnection(token);
  // Signed in: the app and this member's screens are kept for opening offline from now on.
  const signedIn = session.isSuccess;
  useEffect(() => {
    if (signedIn) registerServiceWorkerNow();
  }, [signedIn]);
  // The member's language follows them to every device, else their chapter's (docs/i18n.md "Choosing the language").
  const preferredLanguage = session.data?.preferredLanguage ?? session.data?.group?.language ?? null;
  useEffect(() => {
    if (signedIn) void switchLocale(preferredLanguage);
  }, [signedIn, preferredLanguage]);

  // One object per address: <Navigate> re-navigates whenever its state prop changes, and a new object on every
  // render (while /login's file loads) would restart the navigation without end.
  const from = `${location.pathname}${location.search}${location.hash}`;
  const returnState = useMemo<ReturnState>(() => ({ from }), [from]);

  if (!token) {
    // After a deliberate logout the next sign-in starts at /home, not on the page the user left.
    if (lastSessionEnd() === 'logout') return <Navigate to={webPaths.login} replace />;
    return <Navigate to={webPaths.login} replace state={returnState} />;
  }
  // A failed load that is being retried (the network's fault) shows the same screen as one that gave up.
  if (session.isError || session.failureCount > 0) {
    if (!session.data) return <SessionUnavailable onRetry={() => void session.refetch()} />;
  }
  if (session.isPending) return <FullScreenSpinner />;

  const user = session.data;
  const onChangePasswordPage = location.pathname === CHANGE_PASSWORD_PATH;
  if (user.mustChangePassword && !onChangePasswordPage) return <Navigate to={CHANGE_PASSWORD_PATH} replace />;
  if (presenting) return <Outlet />;
  // The password screen stands alone: its only way out is finishing or logging out.
  if (onChangePasswordPage)
    return (
      <>
        <Outlet />
        <UnsentMarksDialog />
      </>
    );
  return (
    <AppShell
      user={user}
      onLogout={() => void logout()}
      {...shellSlots(user)}
      overlays={
        <>
          <ServerThemeSync />
          <UpdateChecker />
          <UnsentMarksDialog />
          {canGiveSlips(user) && <QuickSlipHost />}
          <Suspense fallback={null}>
            <InboxLiveSync userId={user.id} />
            <ActivityLiveSync userId={user.id} />
            <NotificationsLiveSync userId={user.id} />
            <ChapterLiveSync userId={user.id} />
            <PushDeviceSync userId={user.id} />
          </Suspense>
        </>
      }
    >
      {!user.hasPassword && (
        <Suspense fallback={null}>
          <ChoosePasswordBanner />
        </Suspense>
      )}
      <Outlet />
    </AppShell>
  );
}
