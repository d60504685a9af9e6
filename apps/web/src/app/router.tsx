import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouteError } from '../components/errors/route-error.tsx';
import { FullScreenSpinner } from '../components/ui/spinner.tsx';
import { adminRoutes } from './admin-routes.tsx';
import { prefetchCalendar, prefetchHome, prefetchSession } from './prefetch.ts';
import { FallbackRoute } from './routes/fallback.tsx';
import { RootLayout } from './routes/root-layout.tsx';

/** Signed-in screens, each its own lazy chunk so the login route stays small. */
const memberRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={webPaths.home} replace /> },
  {
    path: webPaths.home,
    lazy: () => {
      prefetchHome();
      return import('./routes/home.tsx').then((m) => ({ Component: m.HomeRoute }));
    },
  },
  { path: webPaths.activityIndex, element: <Navigate to={webPath(webPaths.activity, { type: 'referral' })} replace /> },
  {
    path: webPaths.mentorship,
    children: [
      { index: true, element: <Navigate to={webPaths.mentorshipSearch} replace /> },
      {
        path: webPaths.mentorshipSearch,
        lazy: () => import('./routes/mentorship-search.tsx').then((m) => ({ Component: m.MentorshipSearchRoute })),
      },
      {
        path: webPaths.mentorshipApply,
        lazy: () => import('./routes/mentorship-apply.tsx').then((m) => ({ Component: m.MentorshipApplyRoute })),
      },
    ],
  },
  {
    path: webPaths.activity,
    lazy: () => import('./routes/activity.tsx').then((m) => ({ Component: m.ActivityRoute })),
  },
  {
    path: webPaths.roster,
    lazy: () => import('./routes/roster.tsx').then((m) => ({ Component: m.RosterRoute })),
  },
  {
    path: webPaths.calendar,
    lazy: () => {
      prefetchCalendar();
      return import('./routes/calendar.tsx').then((m) => ({ Component: m.CalendarRoute }));
    },
  },
  {
    path: webPaths.meeting,
    lazy: () => import('./routes/meeting.tsx').then((m) => ({ Component: m.MeetingRoute })),
  },
  {
    path: webPaths.speakerRota,
    lazy: () => import('./routes/speaker-rota.tsx').then((m) => ({ Component: m.SpeakerRotaRoute })),
  },
  {
    path: webPaths.meetingAttendance,
    lazy: () => import('./routes/meeting-attendance.tsx').then((m) => ({ Component: m.MeetingAttendanceRoute })),
  },
  {
    path: webPaths.meetingEdit,
    lazy: () => import('./routes/meeting-edit.tsx').then((m) => ({ Component: m.MeetingEditRoute })),
  },
  {
    path: webPaths.meetingRun,
    lazy: () => import('./routes/meeting-run.tsx').then((m) => ({ Component: m.MeetingRunRoute })),
  },
  {
    path: webPaths.present,
    lazy: () => import('./routes/present.tsx').then((m) => ({ Component: m.PresentRoute })),
  },
  { path: webPaths.profileIndex, element: <Navigate to={webPath(webPaths.profile, { userId: 'me' })} replace /> },
  {
    path: webPaths.profile,
    lazy: () => import('./routes/profile.tsx').then((m) => ({ Component: m.ProfileRoute })),
  },
  { path: webPaths.more, lazy: () => import('./routes/more.tsx').then((m) => ({ Component: m.MoreRoute })) },
  {
    path: webPaths.visitors,
    lazy: () => import('./routes/visitors.tsx').then((m) => ({ Component: m.VisitorsRoute })),
  },
  {
    path: webPaths.chapterRules,
    lazy: () => import('./routes/chapter-rules.tsx').then((m) => ({ Component: m.ChapterRulesRoute })),
  },
  {
    path: webPaths.settings,
    lazy: () => import('./routes/settings.tsx').then((m) => ({ Component: m.SettingsRoute })),
  },
  {
    path: webPaths.privacyPolicy,
    lazy: () => import('./routes/privacy-policy.tsx').then((m) => ({ Component: m.PrivacyPolicyRoute })),
  },
  {
    path: webPaths.termsOfService,
    lazy: () => import('./routes/terms-of-service.tsx').then((m) => ({ Component: m.TermsOfServiceRoute })),
  },
  { path: webPaths.about, lazy: () => import('./routes/about.tsx').then((m) => ({ Component: m.AboutRoute })) },
  {
    path: webPaths.support,
    lazy: () => import('./routes/support.tsx').then((m) => ({ Component: m.SupportRoute })),
  },
  {
    // The list stays mounted while the screens under it change (side by side on wide screens).
    path: webPaths.inbox,
    lazy: () => import('./routes/inbox.tsx').then((m) => ({ Component: m.InboxLayout })),
    children: [
      // The same file as the layout: no extra request for the pane shown before a conversation is chosen.
      { index: true, lazy: () => import('./routes/inbox.tsx').then((m) => ({ Component: m.InboxIndexRoute })) },
      {
        path: webPaths.chapter,
        lazy: () => import('./routes/inbox-chapter.tsx').then((m) => ({ Component: m.InboxChapterRoute })),
      },
      {
        path: webPaths.conversation,
        lazy: () => import('./routes/inbox-conversation.tsx').then((m) => ({ Component: m.InboxConversationRoute })),
      },
      {
        path: webPaths.compose,
        lazy: () => import('./routes/inbox-compose.tsx').then((m) => ({ Component: m.InboxComposeRoute })),
      },
    ],
  },
  {
    path: webPaths.search,
    lazy: () => import('./routes/search.tsx').then((m) => ({ Component: m.SearchRoute })),
  },
  {
    path: webPaths.notifications,
    lazy: () => import('./routes/notifications.tsx').then((m) => ({ Component: m.NotificationsRoute })),
  },
  {
    path: webPaths.admin,
    lazy: () => import('./routes/admin-layout.tsx').then((m) => ({ Component: m.AdminLayout })),
    children: adminRoutes,
  },
];

/** Every route. Exported so tests can mount it in a memory router. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError fullScreen />,
    hydrateFallbackElement: <FullScreenSpinner />,
    children: [
      {
        path: webPaths.login,
        lazy: () => import('./routes/auth.tsx').then((m) => ({ Component: m.AuthRoute })),
      },
      {
        path: webPaths.register,
        lazy: () => import('./routes/auth.tsx').then((m) => ({ Component: m.AuthRoute })),
      },
      {
        path: webPaths.passwordReset,
        lazy: () => import('./routes/password-reset.tsx').then((m) => ({ Component: m.PasswordResetRoute })),
      },
      {
        path: webPaths.visitorResponse,
        lazy: () => import('./routes/visitor-response.tsx').then((m) => ({ Component: m.VisitorResponseRoute })),
      },
      {
        path: webPaths.welcome,
        lazy: () => import('./routes/visitor-response.tsx').then((m) => ({ Component: m.WelcomeRoute })),
      },
      {
        // Public: a signed-out phone chooses between signing in as a member and the visitor sign-in.
        path: webPaths.checkIn,
        lazy: () => import('./routes/check-in.tsx').then((m) => ({ Component: m.CheckInRoute })),
      },
      {
        path: webPaths.setup,
        lazy: () => import('./routes/setup.tsx').then((m) => ({ Component: m.SetupRoute })),
      },
      {
        lazy: () => {
          prefetchSession();
          return import('./routes/authenticated-layout.tsx').then((m) => ({ Component: m.AuthenticatedLayout }));
        },
        children: [
          {
            path: webPaths.changePassword,
            lazy: () => import('./routes/change-password.tsx').then((m) => ({ Component: m.ChangePasswordRoute })),
          },
          // Errors in a signed-in screen show inside the layout, so the navigation stays usable.
          { errorElement: <RouteError />, children: memberRoutes },
        ],
      },
      { path: '*', element: <FallbackRoute /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
