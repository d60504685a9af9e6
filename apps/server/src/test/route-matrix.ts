/**
 * The endpoint × role matrix (QUALITY.md 11): who may call every route. The generated test in
 * route-matrix.test.ts checks each row for anonymous callers, all 8 roles and a platform admin, and fails when
 * a registered route is missing here. Add a row with every new route.
 */
export const SUBJECTS = [
  'anonymous',
  'isAdmin',
  'Admin',
  'President',
  'Vice President',
  'Board Member',
  'Secretary Treasurer',
  'Member',
  'Visitor',
  'Substitute',
] as const;
export type Subject = (typeof SUBJECTS)[number];
export type SignedInSubject = Exclude<Subject, 'anonymous'>;

/** public: everyone passes; signedIn: anonymous 401, every signed-in subject passes; a list: only those pass (others 403). */
export type Access = 'public' | 'signedIn' | readonly SignedInSubject[];

const MANAGE_MEMBERS: Access = ['isAdmin', 'Admin', 'President', 'Vice President'];
/** approve_members; /api/approvals/counts (any approve_*) has the same holders with the default roles. */
const APPROVE_MEMBERS: Access = ['isAdmin', 'Admin', 'President', 'Vice President', 'Board Member'];
const VIEW_MEMBERS: Access = [...APPROVE_MEMBERS, 'Secretary Treasurer', 'Member'];

/** manage_group (own group) or the platform's manage_groups / view_groups. */
const GROUP_ACCESS: Access = ['isAdmin', 'Admin', 'President'];
const PLATFORM_SETTINGS: Access = ['isAdmin', 'Admin'];
/** view_audit_logs: Admin, President, Vice President. */
const VIEW_AUDIT: Access = ['isAdmin', 'Admin', 'President', 'Vice President'];
/** view_audit_logs or view_activity (every role with the view set). */
const DASHBOARD: Access = [...VIEW_AUDIT, 'Board Member', 'Secretary Treasurer', 'Member'];
/** send_sms: Admin, President and Secretary Treasurer by default. */
const SEND_SMS: Access = ['isAdmin', 'Admin', 'President', 'Secretary Treasurer'];

export const ROUTE_MATRIX: Record<string, Access> = {
  'GET /livez': 'public',
  'GET /readyz': 'public',
  'POST /api/login': 'public',
  'POST /api/register': 'public',
  'POST /api/logout': 'signedIn',
  'GET /api/verify-token': 'signedIn',
  'POST /api/reset-password': 'public',
  'POST /api/reset-password/:token': 'public',
  'POST /api/account/password': 'signedIn',
  'GET /api/setup/:token': 'public',
  'POST /api/setup/:token': 'public',
  'GET /api/profile': 'signedIn',
  'PUT /api/profile': 'signedIn',
  'PUT /api/profile/email': 'signedIn',
  'GET /api/settings': 'signedIn',
  'PUT /api/settings': 'signedIn',
  'POST /api/settings/reset': 'signedIn',
  'GET /api/about/changelog': 'public',
  'GET /api/about/version': 'public',
  'POST /api/email/error-report': 'public',
  'POST /api/support/contact': 'public',
  'GET /api/inbox': 'signedIn',
  'GET /api/inbox/conversations/:id': 'signedIn',
  'POST /api/inbox/messages': 'signedIn',
  'POST /api/inbox/conversations/:id/read': 'signedIn',
  'DELETE /api/inbox/messages/:id': 'signedIn',
  'PUT /api/profile/avatar': 'signedIn',
  'DELETE /api/profile/avatar': 'signedIn',
  'GET /api/avatars/:file': 'signedIn',
  'GET /api/members': VIEW_MEMBERS,
  'GET /api/members/export.csv': MANAGE_MEMBERS,
  'GET /api/members/:userId': 'signedIn',
  'PUT /api/members/:userId/role': MANAGE_MEMBERS,
  'POST /api/members/:userId/deactivate': MANAGE_MEMBERS,
  'POST /api/members/:userId/reactivate': MANAGE_MEMBERS,
  'POST /api/members/import/preview': MANAGE_MEMBERS,
  'POST /api/members/import': MANAGE_MEMBERS,
  'POST /api/admin/users': MANAGE_MEMBERS,
  'POST /api/admin/users/:userId/password-reset': MANAGE_MEMBERS,
  'GET /api/approvals/counts': APPROVE_MEMBERS,
  'GET /api/approvals/members': APPROVE_MEMBERS,
  'POST /api/approvals/members/:userId/approve': APPROVE_MEMBERS,
  'POST /api/approvals/members/:userId/reject': APPROVE_MEMBERS,
  // Seed §6 gives the Renewals screen to manage_groups; group leaders renew with manage_members.
  'GET /api/renewals': MANAGE_MEMBERS,
  'GET /api/renewals/summary': MANAGE_MEMBERS,
  'POST /api/renewals/:userId/renew': MANAGE_MEMBERS,
  'POST /api/renewals/:userId/lapse': MANAGE_MEMBERS,
  'GET /api/groups': GROUP_ACCESS,
  'POST /api/groups': PLATFORM_SETTINGS,
  'GET /api/groups/:groupId': GROUP_ACCESS,
  'PUT /api/groups/:groupId': GROUP_ACCESS,
  'POST /api/groups/:groupId/code': GROUP_ACCESS,
  'GET /api/groups/:groupId/roles': GROUP_ACCESS,
  'PUT /api/groups/:groupId/roles': GROUP_ACCESS,
  'GET /api/permissions': PLATFORM_SETTINGS,
  'PUT /api/permissions': PLATFORM_SETTINGS,
  'GET /api/messaging/quota': SEND_SMS,
  'GET /api/messaging/broadcasts': SEND_SMS,
  'POST /api/messaging/broadcasts': SEND_SMS,
  'GET /api/messaging/broadcasts/:broadcastId': SEND_SMS,
  'GET /api/admin/outbox': PLATFORM_SETTINGS,
  'POST /api/admin/test-email': PLATFORM_SETTINGS,
  'GET /api/admin/backup': PLATFORM_SETTINGS,
  'GET /api/admin/dashboard': DASHBOARD,
  'GET /api/audit': VIEW_AUDIT,
};

/**
 * Extra rows for the same route acting on another member of the caller's group (`{other}` is replaced by a
 * Member's id). They are checked like the rows above but are not registered routes of their own.
 */
export const VARIANT_MATRIX: Record<string, Access> = {
  'GET /api/profile?userId={other}': ['isAdmin', 'Admin', 'President', 'Vice President'],
  'PUT /api/profile?userId={other}': ['isAdmin', 'Admin', 'President', 'Vice President'],
  'GET /api/members/{other}': VIEW_MEMBERS,
  'PUT /api/members/{other}/role': MANAGE_MEMBERS,
  'PUT /api/profile/avatar?userId={other}': MANAGE_MEMBERS,
};
