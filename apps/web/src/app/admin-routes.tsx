import { Navigate, type RouteObject } from 'react-router';

/** Admin routes (docs/product-rules.md "Routes"), each screen its own lazy chunk; admin-layout.tsx guards them all. */
export const adminRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/admin/dashboard" replace /> },
  {
    path: 'dashboard',
    lazy: () => import('./routes/admin/dashboard.tsx').then((m) => ({ Component: m.AdminDashboardRoute })),
  },
  {
    path: 'activity',
    lazy: () => import('./routes/admin/activity.tsx').then((m) => ({ Component: m.AdminActivityRoute })),
  },
  { path: 'more', lazy: () => import('./routes/admin/more.tsx').then((m) => ({ Component: m.AdminMoreRoute })) },
  { path: 'tools', lazy: () => import('./routes/admin/tools.tsx').then((m) => ({ Component: m.AdminToolsRoute })) },
  {
    path: 'tools/font-showcase',
    lazy: () => import('./routes/admin/font-showcase.tsx').then((m) => ({ Component: m.AdminFontShowcaseRoute })),
  },
  { path: 'users', lazy: () => import('./routes/admin/users.tsx').then((m) => ({ Component: m.AdminUsersRoute })) },
  {
    path: 'users/create',
    lazy: () => import('./routes/admin/user-create.tsx').then((m) => ({ Component: m.AdminUserCreateRoute })),
  },
  { path: 'groups', lazy: () => import('./routes/admin/groups.tsx').then((m) => ({ Component: m.AdminGroupsRoute })) },
  {
    path: 'groups/:groupId',
    lazy: () => import('./routes/admin/group.tsx').then((m) => ({ Component: m.AdminGroupRoute })),
  },
  {
    path: 'groups/:groupId/roles',
    lazy: () => import('./routes/admin/group-roles.tsx').then((m) => ({ Component: m.AdminGroupRolesRoute })),
  },
  {
    path: 'approvals',
    lazy: () => import('./routes/admin/approvals.tsx').then((m) => ({ Component: m.AdminApprovalsRoute })),
  },
  {
    path: 'attendance',
    lazy: () => import('./routes/admin/attendance.tsx').then((m) => ({ Component: m.AdminAttendanceRoute })),
  },
  {
    path: 'renewals',
    lazy: () => import('./routes/admin/renewals.tsx').then((m) => ({ Component: m.AdminRenewalsRoute })),
  },
  {
    path: 'permissions',
    lazy: () => import('./routes/admin/permissions.tsx').then((m) => ({ Component: m.AdminPermissionsRoute })),
  },
  {
    path: 'messaging',
    lazy: () => import('./routes/admin/messaging.tsx').then((m) => ({ Component: m.AdminMessagingRoute })),
  },
  // The audit log is an extra admin page, reached from the dashboard and /admin/more.
  { path: 'audit', lazy: () => import('./routes/admin/audit.tsx').then((m) => ({ Component: m.AdminAuditRoute })) },
  // /admin/settings is a link target of other screens; it gets a page so the link never dead-ends.
  {
    path: 'settings',
    lazy: () => import('./routes/admin/settings.tsx').then((m) => ({ Component: m.AdminSettingsRoute })),
  },
];
