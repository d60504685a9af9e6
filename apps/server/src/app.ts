import type { IncomingMessage } from 'node:http';
import { Server } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config.ts';
import { createDb } from './db/kysely.ts';
import { assertSchemaCurrent, migrateToLatest } from './db/migrate.ts';
import { isEmpty, seedDemo } from './db/seeds/demo.ts';
import { assertStatementTimeout } from './db/statement-timeout.ts';
import { startJobs } from './jobs.ts';
import { chapterAccess } from './kernel/chapter-access.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import type { AppContext } from './lib/context.ts';
import { LastSeen } from './lib/last-seen.ts';
import { loggerOptions } from './lib/logger.ts';
import { createMail } from './lib/mail.ts';
import { loadPrincipal } from './lib/principal.ts';
import { createRedis } from './lib/redis-client.ts';
import { createAppMetrics } from './metrics/app-metrics.ts';
import { observeHttp } from './metrics/http-metrics.ts';
import { createMetricsServer, type MetricsServer } from './metrics/metrics-server.ts';
import { aboutRoutes } from './modules/about/about.routes.ts';
import { activityRoutes } from './modules/activity/activity.routes.ts';
import { ActivityService } from './modules/activity/activity.service.ts';
import { ActivityWorkflowService } from './modules/activity/activity-workflow.service.ts';
import { adminToolsRoutes } from './modules/admin/admin-tools.routes.ts';
import { AdminToolsService } from './modules/admin/admin-tools.service.ts';
import { agendaRoutes } from './modules/agenda/agenda.routes.ts';
import { AgendaService } from './modules/agenda/agenda.service.ts';
import { meetingRunRoutes } from './modules/agenda/meeting-run.routes.ts';
import { MeetingRunService } from './modules/agenda/meeting-run.service.ts';
import { approvalsRoutes } from './modules/approvals/approvals.routes.ts';
import { ApprovalsService } from './modules/approvals/approvals.service.ts';
import { attachmentsRoutes } from './modules/attachments/attachments.routes.ts';
import { AttachmentsService } from './modules/attachments/attachments.service.ts';
import { createAttachmentStorage } from './modules/attachments/create-storage.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { AuditService } from './modules/audit/audit.service.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { createAuthLimiters } from './modules/auth/login-limits.ts';
import { loginLinkRoutes } from './modules/auth/login-links.routes.ts';
import { LoginLinksService } from './modules/auth/login-links.service.ts';
import { hashPassword } from './modules/auth/passwords.ts';
import { TokenService } from './modules/auth/tokens.ts';
import { chapterChannelRoutes } from './modules/chapter-channel/chapter-channel.routes.ts';
import { ChapterChannelService } from './modules/chapter-channel/chapter-channel.service.ts';
import { chapterRulesRoutes } from './modules/chapter-rules/chapter-rules.routes.ts';
import { ChapterRulesService } from './modules/chapter-rules/chapter-rules.service.ts';
import { committeeRoutes } from './modules/committee/committee.routes.ts';
import { CommitteeService } from './modules/committee/committee.service.ts';
import { ReviewService } from './modules/committee/review.service.ts';
import { groupsRoutes } from './modules/groups/groups.routes.ts';
import { GroupsService } from './modules/groups/groups.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { importsRoutes } from './modules/imports/imports.routes.ts';
import { ImportsService } from './modules/imports/imports.service.ts';
import { inboxRoutes } from './modules/inbox/inbox.routes.ts';
import { InboxService } from './modules/inbox/inbox.service.ts';
import { attendanceRoutes } from './modules/meetings/attendance.routes.ts';
import { AttendanceService } from './modules/meetings/attendance.service.ts';
import { CalendarService } from './modules/meetings/calendar.service.ts';
import { checkInRoutes } from './modules/meetings/check-in.routes.ts';
import { CheckInService } from './modules/meetings/check-in.service.ts';
import { findMeeting } from './modules/meetings/meetings.repository.ts';
import { meetingsRoutes } from './modules/meetings/meetings.routes.ts';
import { MeetingsService } from './modules/meetings/meetings.service.ts';
import { palmsWeeksRoutes } from './modules/meetings/palms-weeks.routes.ts';
import { PalmsWeeksService } from './modules/meetings/palms-weeks.service.ts';
import { SubstitutionsService } from './modules/meetings/substitutions.service.ts';
import { MemberImportService } from './modules/members/member-import.service.ts';
import { membersRoutes } from './modules/members/members.routes.ts';
import { MembersService } from './modules/members/members.service.ts';
import { UserAccountsService } from './modules/members/user-accounts.service.ts';
import { mentorshipRoutes } from './modules/mentorship/mentorship.routes.ts';
import { MentorshipService } from './modules/mentorship/mentorship.service.ts';
import { messagingRoutes } from './modules/messaging/messaging.routes.ts';
import { MessagingService } from './modules/messaging/messaging.service.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { NotificationsService } from './modules/notifications/notifications.service.ts';
import { permissionsRoutes } from './modules/permissions/permissions.routes.ts';
import { PermissionsService } from './modules/permissions/permissions.service.ts';
import { avatarRoutes } from './modules/profile/avatar.routes.ts';
import { AvatarService } from './modules/profile/avatar.service.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { ProfileService } from './modules/profile/profile.service.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { PushService } from './modules/push/push.service.ts';
import { renewalsRoutes } from './modules/renewals/renewals.routes.ts';
import { RenewalsService } from './modules/renewals/renewals.service.ts';
import { chapterCardRoutes } from './modules/scorecard/chapter-card.routes.ts';
import { ChapterCardService } from './modules/scorecard/chapter-card.service.ts';
import { scorecardRoutes } from './modules/scorecard/scorecard.routes.ts';
import { ScorecardService } from './modules/scorecard/scorecard.service.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { SearchService } from './modules/search/search.service.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { SettingsService } from './modules/settings/settings.service.ts';
import { setupRoutes } from './modules/setup/setup.routes.ts';
import { type FirstAdminPending, SetupService } from './modules/setup/setup.service.ts';
import { speakerRotaRoutes } from './modules/speaker-rota/speaker-rota.routes.ts';
import { SpeakerRotaSwaps } from './modules/speaker-rota/speaker-rota-swaps.ts';
import { supportRoutes } from './modules/support/support.routes.ts';
import { SupportService } from './modules/support/support.service.ts';
import { visitorFollowUpRoutes } from './modules/visitors/follow-up.routes.ts';
import { VisitorFollowUpService } from './modules/visitors/follow-up.service.ts';
import { VisitorFunnelService } from './modules/visitors/funnel.service.ts';
import { visitorsRoutes } from './modules/visitors/visitors.routes.ts';
import { VisitorsService } from './modules/visitors/visitors.service.ts';
import { createAuthGuard } from './plugins/auth-guard.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { RequestLogController, registerRequestIdHeader, requestId } from './plugins/request-log.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { defaultWebDist, registerWebApp } from './plugins/web-app.ts';
import { attachRealtimeServer, createRealtime } from './realtime/realtime-server.ts';

export interface RouteSummary {
  method: string;
  url: string;
  /** The schemas it was registered with (the contract test checks they are the shared contract's). */
  schema: unknown;
}

export interface BuiltApp {
  app: FastifyInstance;
  /** Every registered route (the endpoint × role matrix test fails on any it does not list). */
  routes: RouteSummary[];
  ctx: AppContext;
  /** Set while no admin exists and none is configured (docs/production.md "Logs": never a link in production). */
  firstAdmin: FirstAdminPending | undefined;
  /** The first-admin setup link to print, outside production, when no admin exists and none is configured. */
  setupLink: string | undefined;
  /** The Prometheus endpoint on its own port when METRICS_PORT is set (main.ts binds it after the app's). */
  metrics: MetricsServer | undefined;
  /** Readiness goes false, new requests get 503, then everything closes in order. */
  shutdown(): Promise<void>;
}

export interface BuildOptions {
  clock?: Clock;
  /** Tests pass false; the server passes the pino options. */
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them to prove secrets stay out). */
  logStream?: DestinationStream;
  /** An in-memory SQLite database starts as a copy of this migrated image (tests; see test/test-app.ts). */
  sqliteImage?: Buffer;
}

const KEEP_ALIVE_GRACE_MS = 1_000;

/**
 * Shutdown step between "answer 503" and app.close(): stop accepting connections (new ones are refused, which
 * a client or balancer retries elsewhere) without closing idle keep-alive ones, since a client may be sending
 * a request on one right now. Each open connection gets a 503 with `Connection: close` on its next request and
 * ends; after a short grace app.close() closes whatever is left idle.
 */
async function drainKeepAlive(app: FastifyInstance): Promise<void> {
  if (!app.server.listening) return;
  // net.Server's close, not http.Server's: the latter also drops idle keep-alive connections at once.
  Server.prototype.close.call(app.server);
  const deadline = Date.now() + KEEP_ALIVE_GRACE_MS;
  const open = () => new Promise<number>((resolve) => app.server.getConnections((_err, n) => resolve(n ?? 0)));
  while (Date.now() < deadline && (await open()) > 0) await new Promise((r) => setTimeout(r, 25));
}

/**
 * Reads and drops a request's unread body. Closing a connection (the 503's `Connection: close`) while body bytes
 * sit unread makes the kernel send a reset, and the client loses the 503 it should have read and retried.
 */
async function discardRequestBody(raw: IncomingMessage): Promise<void> {
  if (raw.readableEnded || raw.destroyed) return;
  await new Promise<void>((resolve) => {
    raw.once('end', resolve);
    raw.once('close', resolve);
    raw.once('error', () => resolve());
    raw.resume();
  });
}

/**
 * Clients send `Content-Type: application/json` on every call, bodiless ones too (logout, mark read…). Fastify
 * answers such an empty body 400; here it means "no body", so routes whose body is optional accept it and
 * routes that need one still fail their schema with VALIDATION_ERROR. Non-empty bodies keep Fastify's own
 * parser (prototype-poisoning checks, malformed JSON → 400).
 */
function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    parseJson(req, text, done);
  });
}

/** Builds the whole server: external plugins → app plugins → modules. Migrates and seeds before returning. */
export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<BuiltApp> {
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : { ...loggerOptions(config.logLevel), ...(opts.logStream && { stream: opts.logStream }) },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    requestTimeout: config.limits.requestTimeoutMs,
    connectionTimeout: 60_000,
    // Node checks both timeouts on this interval (30 s by default), so a slow sender is cut close to the limit.
    http: {
      headersTimeout: config.limits.headersTimeoutMs,
      connectionsCheckingInterval: Math.min(1_000, config.limits.headersTimeoutMs),
    },
    // Our onRequest hook answers 503 in the app's own error shape while closing.
    return503OnClosing: false,
    genReqId: requestId,
    logController: new RequestLogController(),
  });
  const routes: RouteSummary[] = [];
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat())
      if (method !== 'HEAD') routes.push({ method, url: r.url, schema: r.schema });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  acceptEmptyJsonBodies(app);

  const {
    db,
    dialect,
    close: closeDb,
  } = createDb({
    databaseUrl: config.databaseUrl,
    sqliteFile: config.sqliteFile,
    image: opts.sqliteImage,
    poolMax: config.databasePool.max,
    statementTimeoutMs: config.databasePool.statementTimeoutMs,
  });
  const prepareSchema = config.migrateOnStart ? migrateToLatest : assertSchemaCurrent;
  const prepare = async () => {
    await assertStatementTimeout(db, dialect, config.databasePool.statementTimeoutMs);
    await prepareSchema(db, dialect);
  };
  await prepare().catch(async (err) => {
    await closeDb();
    throw err;
  });
  const clock = opts.clock ?? systemClock;
  const redis = createRedis(config, app.log);
  const mail = createMail(config, db, clock, app.log);
  const realtime = await createRealtime({ db, redis, version: config.appVersion, log: app.log });
  const ctx: AppContext = { config, db, dialect, clock, mail, redis, log: app.log, realtime };
  // Off unless configured: then no request pays for the timing hook (docs/operations.md "Watch").
  const metrics = config.metrics
    ? createAppMetrics({ db, realtime, clock, version: config.appVersion, log: app.log })
    : undefined;
  if (metrics) observeHttp(app, metrics.httpDuration);
  const observeJob = metrics?.observeJob;

  registerRequestIdHeader(app);
  let shuttingDown = false;
  app.addHook('onRequest', async (req, reply) => {
    if (shuttingDown && !req.url.startsWith('/livez') && !req.url.startsWith('/readyz')) {
      await discardRequestBody(req.raw);
      reply.header('Connection', 'close');
      return reply.code(503).send({ code: 'SERVICE_UNAVAILABLE', message: 'Server is restarting. Please try again.' });
    }
  });
  registerSecurityHeaders(app, config.appUrl);
  registerErrorHandler(app);

  const tokens = new TokenService(config.jwtSecret);
  const lastSeen = new LastSeen(ctx.db, ctx.clock);
  const guard = createAuthGuard(ctx, tokens, lastSeen);
  const push = new PushService(ctx);
  // Where a feature alerts members: their notification list, live, and a push (docs/notifications.md).
  const notifications = new NotificationsService(ctx, push);
  const auth = new AuthService(ctx, tokens, createAuthLimiters(ctx), notifications);
  const setup = new SetupService(ctx);

  healthRoutes(app, ctx, () => shuttingDown);
  authRoutes(app, auth, guard);
  loginLinkRoutes(app, new LoginLinksService(ctx, auth), guard);
  profileRoutes(app, new ProfileService(ctx, auth.currentPassword), guard);
  setupRoutes(app, setup);
  settingsRoutes(app, new SettingsService(ctx), guard);
  aboutRoutes(app, config.appVersion);
  supportRoutes(app, new SupportService(ctx), guard);
  pushRoutes(app, push, guard);
  notificationsRoutes(app, notifications, guard);
  const inbox = new InboxService(ctx, push);
  inboxRoutes(app, inbox, guard);
  chapterChannelRoutes(app, new ChapterChannelService(ctx, notifications), guard);
  avatarRoutes(app, new AvatarService(ctx), guard);
  const attachments = new AttachmentsService(ctx, createAttachmentStorage(config.attachments, db));
  attachmentsRoutes(app, attachments, guard);
  membersRoutes(app, new MembersService(ctx), new MemberImportService(ctx), new UserAccountsService(ctx), guard);
  importsRoutes(app, new ImportsService(ctx), guard);
  chapterRulesRoutes(app, new ChapterRulesService(ctx), guard);
  approvalsRoutes(app, new ApprovalsService(ctx), guard);
  renewalsRoutes(app, new RenewalsService(ctx), guard);
  committeeRoutes(app, new CommitteeService(ctx), new ReviewService(ctx), guard);
  const meetings = new MeetingsService(ctx, notifications);
  meetingsRoutes(app, meetings, new CalendarService(ctx, meetings), guard);
  const attendance = new AttendanceService(ctx, meetings);
  attendanceRoutes(app, attendance, new SubstitutionsService(ctx, meetings, notifications), guard);
  checkInRoutes(app, new CheckInService(ctx, meetings, attendance), guard);
  palmsWeeksRoutes(app, new PalmsWeeksService(ctx), guard);
  agendaRoutes(app, new AgendaService(ctx), guard);
  meetingRunRoutes(app, new MeetingRunService(ctx), guard);
  speakerRotaRoutes(app, new SpeakerRotaSwaps(ctx, notifications), guard);
  visitorsRoutes(app, new VisitorsService(ctx, (userId, client) => auth.startSession(userId, client)), guard);
  visitorFollowUpRoutes(app, new VisitorFollowUpService(ctx), new VisitorFunnelService(ctx), guard);
  mentorshipRoutes(app, new MentorshipService(ctx), guard);
  scorecardRoutes(app, new ScorecardService(ctx), guard);
  chapterCardRoutes(app, new ChapterCardService(ctx), guard);
  const activity = new ActivityService(ctx, notifications);
  activityRoutes(app, activity, new ActivityWorkflowService(ctx, activity, notifications), guard);
  groupsRoutes(app, new GroupsService(ctx), guard);
  permissionsRoutes(app, new PermissionsService(ctx), guard);
  messagingRoutes(app, new MessagingService(ctx), guard);
  adminToolsRoutes(app, new AdminToolsService(ctx), guard);
  auditRoutes(app, new AuditService(ctx), guard);
  searchRoutes(app, new SearchService(ctx), guard);
  attachRealtimeServer(
    app,
    realtime,
    {
      authenticate: guard.resolve,
      reload: (p) => loadPrincipal(db, p.userId, p.sessionId, clock.now()),
      displayName: (userId) => inbox.displayName(userId),
      conversationParticipants: (id) => inbox.participants(id),
      meetingGroup: async (id) => (await findMeeting(db, id))?.group_id,
      chapterGroup: async (principal) => (await chapterAccess(db, principal))?.groupId,
    },
    clock,
    { appUrl: config.appUrl, allowLocalhost: config.env !== 'production', trustProxy: config.trustProxy },
  );
  await registerWebApp(app, config.webDist ?? defaultWebDist());

  let firstAdmin: FirstAdminPending | undefined;
  try {
    if (config.demoSeed && (await isEmpty(db))) {
      await seedDemo(db, await hashPassword(config.demoPassword), clock.now());
    }
    firstAdmin = await setup.ensureFirstAdmin();
  } catch (err) {
    // A failed start (a weak ADMIN_PASSWORD, say) must not leave pools and sockets open.
    await realtime.close();
    redis?.disconnect();
    await closeDb();
    throw err;
  }
  mail.worker.start();
  const jobs = await startJobs({ ctx, lastSeen, notifications, attachments, observe: observeJob });

  const metricsServer =
    metrics && config.metrics ? createMetricsServer(metrics.registry, config.metrics, app.log) : undefined;
  return {
    app,
    routes,
    ctx,
    firstAdmin,
    setupLink: firstAdmin?.link,
    metrics: metricsServer,
    async shutdown() {
      shuttingDown = true;
      // Sockets first (3001: clients reconnect elsewhere), so the HTTP server can close without waiting on them.
      realtime.disconnectAll();
      await drainKeepAlive(app);
      await app.close();
      await realtime.close();
      await jobs.stop();
      await lastSeen.flush();
      await push.settled();
      await mail.worker.stop();
      redis?.disconnect();
      await closeDb();
      await metricsServer?.close();
    },
  };
}
