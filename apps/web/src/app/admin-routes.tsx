import * as webPaths from '@chapter/shared/web-paths';
import { Navigate, type RouteObject } from 'react-router';

/** Admin routes (docs/product-rules.md "Routes"), each screen its own lazy chunk; admin-layout.tsx guards them all. */
export const adminRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={webPaths.adminDashboard} replace /> },
  {
    path: webPaths.adminDashboard,
    lazy: () => import('./routes/admin/dashboard.tsx').then((m) => ({ Component: m.AdminDashboardRoute })),
  },
  {
    path: webPaths.adminActivity,
    lazy: () => import('./routes/admin/activity.tsx').then((m) => ({ Component: m.AdminActivityRoute })),
  },
  {
    path: webPaths.adminMore,
    lazy: () => import('./routes/admin/more.tsx').then((m) => ({ Component: m.AdminMoreRoute })),
  },
  {
    path: webPaths.adminTools,
    lazy: () => import('./routes/admin/tools.tsx').then((m) => ({ Component: m.AdminToolsRoute })),
  },
  {
    path: webPaths.adminImports,
    lazy: () => import('./routes/admin/imports.tsx').then((m) => ({ Component: m.AdminImportsRoute })),
  },
  {
    path: webPaths.adminFontShowcase,
    lazy: () => import('./routes/admin/font-showcase.tsx').then((m) => ({ Component: m.AdminFontShowcaseRoute })),
  },
  {
    path: webPaths.adminUsers,
    lazy: () => import('./routes/admin/users.tsx').then((m) => ({ Component: m.AdminUsersRoute })),
  },
  {
    path: webPaths.adminUserCreate,
    lazy: () => import('./routes/admin/user-create.tsx').then((m) => ({ Component: m.AdminUserCreateRoute })),
  },
  {
    path: webPaths.adminGroups,
    lazy: () => import('./routes/admin/groups.tsx').then((m) => ({ Component: m.AdminGroupsRoute })),
  },
  {
    path: webPaths.adminGroup,
    lazy: () => import('./routes/admin/group.tsx').then((m) => ({ Component: m.AdminGroupRoute })),
  },
  {
    path: webPaths.adminGroupRoles,
    lazy: () => import('./routes/admin/group-roles.tsx').then((m) => ({ Component: m.AdminGroupRolesRoute })),
  },
  {
    path: webPaths.adminApprovals,
    lazy: () => import('./routes/admin/approvals.tsx').then((m) => ({ Component: m.AdminApprovalsRoute })),
  },
  {
    path: webPaths.adminAttendance,
    lazy: () => import('./routes/admin/attendance.tsx').then((m) => ({ Component: m.AdminAttendanceRoute })),
  },
  {
    path: webPaths.adminRenewals,
    lazy: () => import('./routes/admin/renewals.tsx').then((m) => ({ Component: m.AdminRenewalsRoute })),
  },
  {
    path: webPaths.adminCommittee,
    lazy: () => import('./routes/admin/committee.tsx').then((m) => ({ Component: m.AdminCommitteeRoute })),
  },
  {
    path: webPaths.adminAtRisk,
    lazy: () => import('./routes/admin/at-risk.tsx').then((m) => ({ Component: m.AdminAtRiskRoute })),
  },
  {
    path: webPaths.adminChapterCard,
    lazy: () => import('./routes/admin/chapter-card.tsx').then((m) => ({ Component: m.AdminChapterCardRoute })),
  },
  {
    path: webPaths.adminAgenda,
    lazy: () => import('./routes/admin/agenda.tsx').then((m) => ({ Component: m.AdminAgendaRoute })),
  },
  {
    path: webPaths.adminSpeakerRota,
    lazy: () => import('./routes/admin/speaker-rota.tsx').then((m) => ({ Component: m.AdminSpeakerRotaRoute })),
  },
  {
    path: webPaths.adminChapterRules,
    lazy: () => import('./routes/admin/chapter-rules.tsx').then((m) => ({ Component: m.AdminChapterRulesRoute })),
  },
  {
    path: webPaths.adminPermissions,
    lazy: () => import('./routes/admin/permissions.tsx').then((m) => ({ Component: m.AdminPermissionsRoute })),
  },
  {
    path: webPaths.adminMessaging,
    lazy: () => import('./routes/admin/messaging.tsx').then((m) => ({ Component: m.AdminMessagingRoute })),
  },
  // The audit log is an extra admin page, reached from the dashboard and /admin/more.
  {
    path: webPaths.adminAudit,
    lazy: () => import('./routes/admin/audit.tsx').then((m) => ({ Component: m.AdminAuditRoute })),
  },
  // /admin/settings is a link target of other screens; it gets a page so the link never dead-ends.
  {
    path: webPaths.adminSettings,
    lazy: () => import('./routes/admin/settings.tsx').then((m) => ({ Component: m.AdminSettingsRoute })),
  },
];
