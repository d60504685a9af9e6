import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouteError } from '../components/errors/route-error.tsx';
import { FullScreenSpinner } from '../components/ui/spinner.tsx';
import { adminRoutes } from './admin-routes.tsx';
import { prefetchCalendar, prefetchHome, prefetchSession } from './prefetch.ts';
import { FallbackRoute } from './routes/fallback.tsx';
import { RootLayout } from './routes/root-layout.tsx';

/** Signed-in screens, each its own lazy chunk so the login route stays small. */
const memberRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/home" replace /> },
  {
    path: 'home',
    lazy: () => {
      prefetchHome();
      return import('./routes/home.tsx').then((m) => ({ Component: m.HomeRoute }));
    },
  },
  { path: 'activity', element: <Navigate to="/activity/referral" replace /> },
  {
    path: 'activity/mentorship',
    children: [
      { index: true, element: <Navigate to="search" replace /> },
      {
        path: 'search',
        lazy: () => import('./routes/mentorship-search.tsx').then((m) => ({ Component: m.MentorshipSearchRoute })),
      },
      {
        path: 'apply',
        lazy: () => import('./routes/mentorship-apply.tsx').then((m) => ({ Component: m.MentorshipApplyRoute })),
      },
    ],
  },
  { path: 'activity/:type', lazy: () => import('./routes/activity.tsx').then((m) => ({ Component: m.ActivityRoute })) },
  { path: 'roster', lazy: () => import('./routes/roster.tsx').then((m) => ({ Component: m.RosterRoute })) },
  {
    path: 'calendar',
    lazy: () => {
      prefetchCalendar();
      return import('./routes/calendar.tsx').then((m) => ({ Component: m.CalendarRoute }));
    },
  },
  {
    path: 'meetings/:meetingId',
    lazy: () => import('./routes/meeting.tsx').then((m) => ({ Component: m.MeetingRoute })),
  },
  {
    path: 'meetings/:meetingId/attendance',
    lazy: () => import('./routes/meeting-attendance.tsx').then((m) => ({ Component: m.MeetingAttendanceRoute })),
  },
  {
    path: 'meetings/:meetingId/edit',
    lazy: () => import('./routes/meeting-edit.tsx').then((m) => ({ Component: m.MeetingEditRoute })),
  },
  { path: 'profile', element: <Navigate to="/profile/me" replace /> },
  { path: 'profile/:userId', lazy: () => import('./routes/profile.tsx').then((m) => ({ Component: m.ProfileRoute })) },
  { path: 'more', lazy: () => import('./routes/more.tsx').then((m) => ({ Component: m.MoreRoute })) },
  { path: 'visitors', lazy: () => import('./routes/visitors.tsx').then((m) => ({ Component: m.VisitorsRoute })) },
  {
    path: 'settings/:category?/:subcategory?',
    lazy: () => import('./routes/settings.tsx').then((m) => ({ Component: m.SettingsRoute })),
  },
  {
    path: 'privacy-policy',
    lazy: () => import('./routes/privacy-policy.tsx').then((m) => ({ Component: m.PrivacyPolicyRoute })),
  },
  {
    path: 'terms-of-service',
    lazy: () => import('./routes/terms-of-service.tsx').then((m) => ({ Component: m.TermsOfServiceRoute })),
  },
  { path: 'about/:tab?', lazy: () => import('./routes/about.tsx').then((m) => ({ Component: m.AboutRoute })) },
  { path: 'support', lazy: () => import('./routes/support.tsx').then((m) => ({ Component: m.SupportRoute })) },
  {
    // The list stays mounted while the screens under it change (side by side on wide screens).
    path: 'inbox',
    lazy: () => import('./routes/inbox.tsx').then((m) => ({ Component: m.InboxLayout })),
    children: [
      // The same file as the layout: no extra request for the pane shown before a conversation is chosen.
      { index: true, lazy: () => import('./routes/inbox.tsx').then((m) => ({ Component: m.InboxIndexRoute })) },
      {
        path: 'chapter',
        lazy: () => import('./routes/inbox-chapter.tsx').then((m) => ({ Component: m.InboxChapterRoute })),
      },
      {
        path: 'conversation/:conversationId',
        lazy: () => import('./routes/inbox-conversation.tsx').then((m) => ({ Component: m.InboxConversationRoute })),
      },
      {
        path: 'compose',
        lazy: () => import('./routes/inbox-compose.tsx').then((m) => ({ Component: m.InboxComposeRoute })),
      },
    ],
  },
  { path: 'search', lazy: () => import('./routes/search.tsx').then((m) => ({ Component: m.SearchRoute })) },
  {
    path: 'notifications',
    lazy: () => import('./routes/notifications.tsx').then((m) => ({ Component: m.NotificationsRoute })),
  },
  {
    path: 'admin',
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
      { path: 'login', lazy: () => import('./routes/auth.tsx').then((m) => ({ Component: m.AuthRoute })) },
      { path: 'register', lazy: () => import('./routes/auth.tsx').then((m) => ({ Component: m.AuthRoute })) },
      {
        path: 'password-reset/:token',
        lazy: () => import('./routes/password-reset.tsx').then((m) => ({ Component: m.PasswordResetRoute })),
      },
      {
        path: 'visitor/response',
        lazy: () => import('./routes/visitor-response.tsx').then((m) => ({ Component: m.VisitorResponseRoute })),
      },
      {
        path: 'welcome/:token',
        lazy: () => import('./routes/visitor-response.tsx').then((m) => ({ Component: m.WelcomeRoute })),
      },
      { path: 'setup/:token', lazy: () => import('./routes/setup.tsx').then((m) => ({ Component: m.SetupRoute })) },
      {
        lazy: () => {
          prefetchSession();
          return import('./routes/authenticated-layout.tsx').then((m) => ({ Component: m.AuthenticatedLayout }));
        },
        children: [
          {
            path: 'change-password',
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
