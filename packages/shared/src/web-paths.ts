/**
 * Every screen of the web app by name (docs/decisions/0020-one-table-of-web-paths.md), read as
 * `import * as webPaths from '@chapter/shared/web-paths'`. The web router's route paths (apps/web/src/app/router.tsx)
 * are these patterns, and every link to a screen — the web app's links and navigations, the server's e-mails and push
 * targets — is one of them, filled in by `webPath` (web-path.ts) when it has parameters or a query, so a renamed path
 * is one edit here. apps/web/src/app/web-paths.test.tsx checks that each opens a route of the router.
 *
 * Plain string constants, one export each, not an object: the bundler writes each pattern where it is used, so the
 * web app carries neither the names nor a table (decision 0020, "Bytes").
 */
export const root = '/';
export const login = '/login';
export const register = '/register';
export const passwordReset = '/password-reset/:token';
export const visitorResponse = '/visitor/response';
export const welcome = '/welcome/:token';
export const setup = '/setup/:token';
/** Where the meeting screen's QR code lands: a member checks in, a visitor signs in (docs/meeting-mode.md). */
export const checkIn = '/check-in/:code';
export const changePassword = '/change-password';
export const home = '/home';
export const activityIndex = '/activity';
export const activity = '/activity/:type';
export const mentorship = '/activity/mentorship';
export const mentorshipSearch = '/activity/mentorship/search';
export const mentorshipApply = '/activity/mentorship/apply';
export const roster = '/roster';
export const calendar = '/calendar';
export const speakerRota = '/speaker-rota';
export const meeting = '/meetings/:meetingId';
export const meetingAttendance = '/meetings/:meetingId/attendance';
export const meetingEdit = '/meetings/:meetingId/edit';
/** The leader's screen of the meeting's run (docs/meeting-mode.md). */
export const meetingRun = '/meetings/:meetingId/run';
/** The projector's screen of the run: full screen, without the app's frame. */
export const present = '/present/:meetingId';
export const profileIndex = '/profile';
export const profile = '/profile/:userId';
export const more = '/more';
export const visitors = '/visitors';
/** The rules a member is judged by, read only (docs/chapter-rules.md). */
export const chapterRules = '/chapter-rules';
export const settings = '/settings/:category?/:subcategory?';
export const privacyPolicy = '/privacy-policy';
export const termsOfService = '/terms-of-service';
export const about = '/about/:tab?';
export const support = '/support';
export const inbox = '/inbox';
export const chapter = '/inbox/chapter';
export const conversation = '/inbox/conversation/:conversationId';
export const compose = '/inbox/compose';
export const search = '/search';
export const notifications = '/notifications';
export const admin = '/admin';
export const adminDashboard = '/admin/dashboard';
export const adminActivity = '/admin/activity';
export const adminMore = '/admin/more';
export const adminTools = '/admin/tools';
export const adminImports = '/admin/imports';
export const adminFontShowcase = '/admin/tools/font-showcase';
export const adminUsers = '/admin/users';
export const adminUserCreate = '/admin/users/create';
export const adminGroups = '/admin/groups';
export const adminGroup = '/admin/groups/:groupId';
export const adminGroupRoles = '/admin/groups/:groupId/roles';
export const adminApprovals = '/admin/approvals';
export const adminAttendance = '/admin/attendance';
export const adminRenewals = '/admin/renewals';
export const adminAtRisk = '/admin/at-risk';
export const adminChapterCard = '/admin/chapter-scorecard';
export const adminAgenda = '/admin/agenda';
export const adminSpeakerRota = '/admin/speaker-rota';
export const adminCommittee = '/admin/committee';
export const adminChapterRules = '/admin/chapter-rules';
export const adminPermissions = '/admin/permissions';
export const adminMessaging = '/admin/messaging';
export const adminAudit = '/admin/audit';
export const adminSettings = '/admin/settings';
