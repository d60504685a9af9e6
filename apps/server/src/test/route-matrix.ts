/**
 * The endpoint × role matrix: who may call every route. The generated test in
 * route-matrix.test.ts checks each row for anonymous callers, all 8 roles, a platform admin and a Member with a
 * seat on the membership committee ('Committee'), and fails when a registered route is missing here. Add a row
 * with every new route.
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
  'Committee',
] as const;
export type Subject = (typeof SUBJECTS)[number];
export type SignedInSubject = Exclude<Subject, 'anonymous'>;

/** public: everyone passes; signedIn: anonymous 401, every signed-in subject passes; a list: only those pass (others 403). */
export type Access = 'public' | 'signedIn' | readonly SignedInSubject[];

const MANAGE_MEMBERS: Access = ['isAdmin', 'Admin', 'President', 'Vice President'];
/** approve_members; /api/approvals/counts (any approve_*) has the same holders with the default roles. */
const APPROVE_MEMBERS: Access = ['isAdmin', 'Admin', 'President', 'Vice President', 'Board Member'];
/** A Committee subject is a Member with a seat: it holds what a Member holds. */
const VIEW_MEMBERS: Access = [...APPROVE_MEMBERS, 'Secretary Treasurer', 'Member', 'Committee'];
/** view_meetings: every role but Substitute. */
const VIEW_MEETINGS: Access = [...VIEW_MEMBERS, 'Visitor'];
const MANAGE_MEETINGS: Access = ['isAdmin', 'Admin', 'President', 'Board Member', 'Secretary Treasurer'];
const RECORD_ATTENDANCE: Access = ['isAdmin', 'Admin', 'President', 'Vice President', 'Secretary Treasurer'];
const APPROVE_SUBSTITUTES: Access = ['isAdmin', 'Admin', 'President', 'Vice President'];
/** view_activity: every member role; visitors and substitutes have none. */
const VIEW_ACTIVITY: Access = VIEW_MEMBERS;
/** The leadership roles (with view_activity) and platform admins: other members' lights, the matrix, the group's records and CSV. */
const LEADERS: Access = ['isAdmin', 'Admin', 'President', 'Vice President', 'Board Member', 'Secretary Treasurer'];
/** approve_referrals or approve_business. */
const APPROVE_ACTIVITY: Access = MANAGE_MEMBERS;

/** manage_group (own group) or the platform's manage_groups / view_groups. */
const GROUP_ACCESS: Access = ['isAdmin', 'Admin', 'President'];
const PLATFORM_SETTINGS: Access = ['isAdmin', 'Admin'];
/**
 * manage_groups: the Renewals screen, its lists, renew and lapse. Whose membership may be renewed or lapsed
 * (rank, own, another group) is checked row by row in modules/renewals/renewals.test.ts.
 */
const MANAGE_GROUPS: Access = ['isAdmin', 'Admin'];
/** view_audit_logs: Admin, President, Vice President. */
const VIEW_AUDIT: Access = ['isAdmin', 'Admin', 'President', 'Vice President'];
/**
 * The admin area's rule (any admin-area permission) and view_audit_logs or view_activity: the leadership roles.
 * A Member holds view_activity but no admin-area permission, so the dashboard is not theirs.
 */
const DASHBOARD: Access = [...VIEW_AUDIT, 'Board Member', 'Secretary Treasurer'];
/**
 * The membership committee's seat (docs/membership-committee.md): no role, rank or platform admin passes without
 * one, so every other subject gets 403 on the committee's applications, notes and reviews.
 */
const COMMITTEE: Access = ['Committee'];
/** The at-risk list: the committee's seats and the leaders who manage members (docs/chapter-rules.md). */
const AT_RISK: Access = ['isAdmin', 'Admin', 'President', 'Vice President', 'Committee'];
/** send_sms: Admin, President and Secretary Treasurer by default. */
const SEND_SMS: Access = ['isAdmin', 'Admin', 'President', 'Secretary Treasurer'];

export const ROUTE_MATRIX: Record<string, Access> = {
  'GET /livez': 'public',
  'GET /readyz': 'public',
  'POST /api/login': 'public',
  'POST /api/register': 'public',
  'POST /api/logout': 'signedIn',
  'GET /api/verify-token': 'signedIn',
  'POST /api/renew-token': 'signedIn',
  'POST /api/reset-password': 'public',
  'POST /api/reset-password/:token': 'public',
  'POST /api/account/password': 'signedIn',
  'POST /api/login-links/:token': 'public',
  'POST /api/account/first-password': 'signedIn',
  'GET /api/setup/:token': 'public',
  'POST /api/setup/:token': 'public',
  'GET /api/profile': 'signedIn',
  'PUT /api/profile': 'signedIn',
  'PUT /api/profile/email': 'signedIn',
  'GET /api/push/key': 'signedIn',
  'POST /api/push/subscriptions': 'signedIn',
  'POST /api/push/subscriptions/remove': 'signedIn',
  'GET /api/notifications': 'signedIn',
  'POST /api/notifications/:id/read': 'signedIn',
  'POST /api/notifications/read-all': 'signedIn',
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
  'PATCH /api/inbox/messages/:id': 'signedIn',
  'PUT /api/inbox/messages/:id/reactions/:emoji': 'signedIn',
  'DELETE /api/inbox/messages/:id/reactions/:emoji': 'signedIn',
  /** Each kind of result follows its own screen's permission (modules/search/search.test.ts). */
  'GET /api/search': 'signedIn',
  // Attachments: anyone signed in uploads; a file answers 404 to everyone outside its conversation, signed out too.
  'POST /api/attachments': 'signedIn',
  'POST /api/attachments/business-card': 'signedIn',
  'GET /api/attachments/:id': 'public',
  'GET /api/attachments/:id/thumbnail': 'public',
  // The chapter channel: the service decides from the caller's group and its settings (404 when it is not theirs).
  'GET /api/chapter': 'signedIn',
  'GET /api/chapter/messages': 'signedIn',
  'POST /api/chapter/messages': 'signedIn',
  'DELETE /api/chapter/messages/:id': 'signedIn',
  'PATCH /api/chapter/messages/:id': 'signedIn',
  'PUT /api/chapter/messages/:id/reactions/:emoji': 'signedIn',
  'DELETE /api/chapter/messages/:id/reactions/:emoji': 'signedIn',
  'POST /api/chapter/read': 'signedIn',
  'GET /api/chapter/members': 'signedIn',
  'PUT /api/chapter/pin': SEND_SMS,
  'DELETE /api/chapter/pin': SEND_SMS,
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
  'POST /api/imports/preview': MANAGE_MEMBERS,
  'POST /api/imports': MANAGE_MEMBERS,
  'POST /api/admin/users': MANAGE_MEMBERS,
  'POST /api/admin/users/:userId/password-reset': MANAGE_MEMBERS,
  'GET /api/approvals/counts': APPROVE_MEMBERS,
  'GET /api/approvals/members': APPROVE_MEMBERS,
  'POST /api/approvals/members/:userId/approve': APPROVE_MEMBERS,
  'POST /api/approvals/members/:userId/reject': APPROVE_MEMBERS,
  // The Renewals screen and every call behind it need manage_groups.
  'GET /api/renewals': MANAGE_GROUPS,
  'GET /api/renewals/summary': MANAGE_GROUPS,
  'POST /api/renewals/:userId/renew': MANAGE_GROUPS,
  'POST /api/renewals/:userId/lapse': MANAGE_GROUPS,
  // Leaders seat members on the committee; the rest is the seat holders' alone.
  'GET /api/committee/seats': MANAGE_MEMBERS,
  'PUT /api/committee/seats/:userId': MANAGE_MEMBERS,
  'GET /api/committee/applications': COMMITTEE,
  'GET /api/committee/applications/:userId': COMMITTEE,
  'POST /api/committee/applications/:userId/discussion': COMMITTEE,
  'PUT /api/committee/applications/:userId/vote': COMMITTEE,
  'POST /api/committee/applications/:userId/decision': COMMITTEE,
  'GET /api/committee/members/:userId/notes': COMMITTEE,
  'POST /api/committee/members/:userId/notes': COMMITTEE,
  'GET /api/committee/reviews': COMMITTEE,
  'GET /api/committee/reviews/:userId': COMMITTEE,
  'POST /api/committee/reviews/:userId/check-in': COMMITTEE,
  'POST /api/committee/reviews/:userId/decision': COMMITTEE,
  'GET /api/meetings': VIEW_MEETINGS,
  'POST /api/meetings': MANAGE_MEETINGS,
  'GET /api/meetings/schedule': MANAGE_MEETINGS,
  'PUT /api/meetings/schedule': MANAGE_MEETINGS,
  'GET /api/meetings/:meetingId': VIEW_MEETINGS,
  'PUT /api/meetings/:meetingId': MANAGE_MEETINGS,
  'GET /api/agenda/template': MANAGE_MEETINGS,
  'PUT /api/agenda/template': MANAGE_MEETINGS,
  'GET /api/meetings/:meetingId/agenda': VIEW_MEETINGS,
  'PUT /api/meetings/:meetingId/agenda': MANAGE_MEETINGS,
  'DELETE /api/meetings/:meetingId/agenda': MANAGE_MEETINGS,
  'GET /api/meetings/:meetingId/run': VIEW_MEETINGS,
  // A member without manage_meetings may drive the run only once named to lead it (the service checks it).
  'POST /api/meetings/:meetingId/run': MANAGE_MEETINGS,
  'PUT /api/meetings/:meetingId/run/lead': MANAGE_MEETINGS,
  'GET /api/meetings/:meetingId/run/figures': VIEW_MEETINGS,
  'GET /api/speaker-rota': VIEW_MEETINGS,
  'PUT /api/speaker-rota/:meetingId': MANAGE_MEETINGS,
  // The presenter's own moves: any reader of the rota may call them; the service checks it is their slot.
  'POST /api/speaker-rota/:meetingId/swap': VIEW_MEETINGS,
  'POST /api/speaker-rota/:meetingId/swap/accept': VIEW_MEETINGS,
  'POST /api/speaker-rota/:meetingId/swap/decline': VIEW_MEETINGS,
  'DELETE /api/speaker-rota/:meetingId/swap': VIEW_MEETINGS,
  'PUT /api/speaker-rota/:meetingId/sheet': VIEW_MEETINGS,
  'GET /api/meetings/:meetingId/feature': VIEW_MEETINGS,
  /** The projector's code: record_attendance or manage_meetings, which the leadership roles hold between them. */
  'GET /api/meetings/:meetingId/check-in-code': LEADERS,
  /** Members check themselves in; a Visitor passes the guard and is told to use the visitor sign-in. */
  'POST /api/check-in/:code': VIEW_MEETINGS,
  /** A visitor in the room, signed out: the code is their pass, rate-limited by address. */
  'POST /api/check-in/:code/visitor': 'public',
  'POST /api/meetings/:meetingId/cancel': MANAGE_MEETINGS,
  'PUT /api/meetings/:meetingId/rsvp': VIEW_MEETINGS,
  'GET /api/meetings/:meetingId/calendar.ics': VIEW_MEETINGS,
  'GET /api/calendar.ics': VIEW_MEETINGS,
  'GET /api/calendar/feed': VIEW_MEETINGS,
  'POST /api/calendar/feed': VIEW_MEETINGS,
  'DELETE /api/calendar/feed': VIEW_MEETINGS,
  'GET /api/calendar-feeds/:token/calendar.ics': 'public',
  'GET /api/meetings/:meetingId/attendance': RECORD_ATTENDANCE,
  'PUT /api/meetings/:meetingId/attendance': RECORD_ATTENDANCE,
  'POST /api/meetings/:meetingId/walk-ins': RECORD_ATTENDANCE,
  'POST /api/meetings/:meetingId/door-substitutes': RECORD_ATTENDANCE,
  'GET /api/door-substitutes/:substituteId': RECORD_ATTENDANCE,
  'GET /api/attendance/report': RECORD_ATTENDANCE,
  'GET /api/attendance/report.csv': RECORD_ATTENDANCE,
  'GET /api/attendance/report.pdf': RECORD_ATTENDANCE,
  'GET /api/attendance/weeks': RECORD_ATTENDANCE,
  'PUT /api/attendance/weeks/:weekEnds': RECORD_ATTENDANCE,
  'GET /api/substitutes': VIEW_MEETINGS,
  'POST /api/meetings/:meetingId/substitutions': VIEW_MEETINGS,
  'DELETE /api/substitutions/:substitutionId': VIEW_MEETINGS,
  'GET /api/approvals/substitutes': APPROVE_SUBSTITUTES,
  'POST /api/approvals/substitutes/:substitutionId/approve': APPROVE_SUBSTITUTES,
  'POST /api/approvals/substitutes/:substitutionId/reject': APPROVE_SUBSTITUTES,
  'GET /api/visitors': VIEW_MEMBERS,
  'GET /api/visitors/me': 'signedIn',
  'POST /api/visitors': VIEW_MEMBERS,
  'PATCH /api/visitors/:visitorId': VIEW_MEMBERS,
  'POST /api/visitors/apply': VIEW_MEETINGS,
  // After the meeting (docs/visitors.md): leaders hold record_attendance or manage_members; hosts are members.
  'GET /api/visitors/template': RECORD_ATTENDANCE,
  'PUT /api/visitors/template': RECORD_ATTENDANCE,
  'DELETE /api/visitors/template': RECORD_ATTENDANCE,
  'GET /api/visitors/tasks': VIEW_MEMBERS,
  'PATCH /api/visitors/tasks/:taskId': VIEW_MEMBERS,
  'GET /api/visitors/:visitorId/follow-up': VIEW_MEMBERS,
  'PUT /api/visitors/:visitorId/host': RECORD_ATTENDANCE,
  'POST /api/visitors/:visitorId/second-visit': VIEW_MEMBERS,
  'GET /api/visitors/funnel': RECORD_ATTENDANCE,
  'GET /api/invitations/:token': 'public',
  'POST /api/invitations/:token': 'public',
  'GET /api/mentorship/profile': VIEW_ACTIVITY,
  'PUT /api/mentorship/profile': VIEW_ACTIVITY,
  'DELETE /api/mentorship/profile': VIEW_ACTIVITY,
  'GET /api/mentorship/mentors': VIEW_ACTIVITY,
  'GET /api/mentorship/mentors/:userId': VIEW_ACTIVITY,
  'GET /api/mentorship/mentorships': VIEW_ACTIVITY,
  'POST /api/mentorship/mentorships': VIEW_ACTIVITY,
  'POST /api/mentorship/mentorships/assign': MANAGE_MEMBERS,
  'POST /api/mentorship/mentorships/:id/accept': VIEW_ACTIVITY,
  'POST /api/mentorship/mentorships/:id/decline': VIEW_ACTIVITY,
  'POST /api/mentorship/mentorships/:id/complete': VIEW_ACTIVITY,
  'GET /api/scorecard/me': VIEW_ACTIVITY,
  'GET /api/scorecard/members/:userId': VIEW_ACTIVITY,
  'GET /api/scorecard/group': LEADERS,
  'GET /api/scorecard/matrix': LEADERS,
  'GET /api/scorecard/recent': VIEW_ACTIVITY,
  'GET /api/scorecard/funnel': VIEW_ACTIVITY,
  'GET /api/scorecard/pending': VIEW_ACTIVITY,
  'GET /api/scorecard/warnings': VIEW_ACTIVITY,
  'GET /api/scorecard/at-risk': AT_RISK,
  // The rules members are judged by: read with the scorecard; the organisation's part, then a chapter's own.
  'GET /api/chapter-rules': VIEW_ACTIVITY,
  'PUT /api/chapter-rules/organisation': PLATFORM_SETTINGS,
  'PUT /api/chapter-rules/chapter': GROUP_ACCESS,
  'GET /api/scorecard/chapter': LEADERS,
  'PUT /api/scorecard/chapter/comparison': GROUP_ACCESS,
  'GET /api/activities/unread-counts': 'signedIn',
  'POST /api/activities/seen': 'signedIn',
  'GET /api/activities': VIEW_ACTIVITY,
  'GET /api/activities/partners': VIEW_ACTIVITY,
  'GET /api/activities/export.csv': LEADERS,
  'GET /api/activities/approvals': APPROVE_ACTIVITY,
  'POST /api/activities': VIEW_ACTIVITY,
  'GET /api/activities/:id': VIEW_ACTIVITY,
  'PATCH /api/activities/:id': VIEW_ACTIVITY,
  'DELETE /api/activities/:id': VIEW_ACTIVITY,
  'POST /api/activities/:id/status': VIEW_ACTIVITY,
  'POST /api/activities/:id/one-to-one': VIEW_ACTIVITY,
  'POST /api/activities/:id/publish': VIEW_ACTIVITY,
  'POST /api/activities/:id/amount': VIEW_ACTIVITY,
  'POST /api/activities/:id/approve': APPROVE_ACTIVITY,
  'POST /api/activities/:id/reject': APPROVE_ACTIVITY,
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
  'POST /api/messaging/broadcasts/preview': SEND_SMS,
  'GET /api/messaging/broadcasts/:broadcastId': SEND_SMS,
  'GET /api/admin/outbox': PLATFORM_SETTINGS,
  'GET /api/admin/outbox/:id': PLATFORM_SETTINGS,
  'POST /api/admin/test-email': PLATFORM_SETTINGS,
  'GET /api/admin/backup': PLATFORM_SETTINGS,
  'GET /api/admin/backup/about': PLATFORM_SETTINGS,
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
  'GET /api/mentorship/mentorships?scope=group': MANAGE_MEMBERS,
  'GET /api/scorecard/me?userId={other}': LEADERS,
  'GET /api/scorecard/members/{other}': VIEW_ACTIVITY,
  'GET /api/activities?box=group': LEADERS,
};

/**
 * Fields that carry audit or group-wide data, by route (a row of ROUTE_MATRIX or VARIANT_MATRIX; `:meetingId` is a
 * meeting of the group with another member's pending substitute): the subjects that receive each one. Every other
 * subject the route admits gets the field as null, or an empty list. route-matrix.test.ts checks each field for
 * every subject the route admits.
 */
export const FIELD_MATRIX: Record<string, Record<string, Access>> = {
  'GET /api/admin/dashboard': {
    // Who did what: the audit log's own rule (GET /api/audit).
    recentAudit: VIEW_AUDIT,
    // The group's figures: everyone the dashboard admits.
    activeMembers: DASHBOARD,
    visitors: DASHBOARD,
    pendingApprovals: DASHBOARD,
    renewalsDue: DASHBOARD,
    overdueRenewals: DASHBOARD,
    smsLast30Days: DASHBOARD,
    joinsByMonth: DASHBOARD,
    roleCounts: DASHBOARD,
    weekly: DASHBOARD,
  },
  // Another member's renewal date is membership administration: managers (and the member themselves).
  'GET /api/members/{other}': { renewalDue: MANAGE_MEMBERS, joinedAt: VIEW_MEMBERS },
  // Other members' substitutes still waiting for a decision: those who decide on them or record attendance.
  'GET /api/meetings/:meetingId': { substitutions: RECORD_ATTENDANCE },
  // What waits in the group's queues: each count only for those who decide on that queue.
  'GET /api/approvals/counts': {
    members: APPROVE_MEMBERS,
    referrals: APPROVE_ACTIVITY,
    businesses: APPROVE_ACTIVITY,
    substitutes: APPROVE_SUBSTITUTES,
  },
};
