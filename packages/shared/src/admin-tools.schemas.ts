import { z } from 'zod';
import { email } from './auth.schemas.ts';
import { cursorParam } from './members.schemas.ts';

/** Admin tools: outbox viewer, test e-mail, backup; and the audit log (view_audit_logs). */
export const outboxQuery = z.strictObject({
  kind: z.enum(['email', 'sms']).optional(),
  status: z.enum(['pending', 'sent', 'failed', 'held']).optional(),
  cursor: cursorParam.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type OutboxQuery = z.input<typeof outboxQuery>;

/** A file sent with an e-mail (a meeting's .ics, say); `size` in bytes. */
export const outboxAttachment = z.object({ filename: z.string(), contentType: z.string(), size: z.number() });

export const outboxItem = z.object({
  id: z.number(),
  kind: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string().nullable(),
  /** The plain-text part. */
  body: z.string(),
  /** The e-mail has an HTML version too (GET /api/admin/outbox/:id carries it). */
  hasHtml: z.boolean(),
  attachments: z.array(outboxAttachment),
  status: z.enum(['pending', 'sent', 'failed', 'held']),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxItem = z.infer<typeof outboxItem>;

export const outboxMessageParams = z.strictObject({ id: z.coerce.number().int().positive() });

/** GET /api/admin/outbox/:id: one message whole, its HTML version and its attachments' content (text). */
export const outboxMessage = outboxItem.extend({
  html: z.string().nullable(),
  attachments: z.array(outboxAttachment.extend({ content: z.string() })),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

export const outboxResponse = z.object({
  items: z.array(outboxItem),
  nextCursor: z.string().nullable(),
  smtpConfigured: z.boolean(),
  smsConfigured: z.boolean(),
});
export type OutboxPage = z.infer<typeof outboxResponse>;

/**
 * What the Tools screen's backup makes on this server and how to restore it (docs/backups.md). The download
 * itself is a file, not JSON: its Content-Type says which kind it turned out to be.
 */
export const backupAboutResponse = z.object({
  /** A copy of the SQLite file; a pg_dump custom-format archive; or, without pg_dump, the app's JSON export. */
  kind: z.enum(['sqlite', 'pg_dump', 'json']),
  /** "PostgreSQL custom-format dump (pg_dump 15.20)". */
  label: z.string(),
  /** The file name's ending, without the dot. */
  extension: z.string(),
  /** Commands that restore the file, `{file}` standing for its name; the first is the app's own. */
  restoreCommands: z.array(z.string()),
  /** What to know before restoring (stop the servers; what is replaced). */
  restoreNote: z.string(),
  /** Why the JSON export is made instead of a pg_dump ("pg_dump is not on PATH"). */
  fallback: z.string().nullable(),
  /** Why no backup can be made now (a pg_dump older than the server). */
  problem: z.string().nullable(),
});
export type BackupAbout = z.infer<typeof backupAboutResponse>;

export const testEmailRequest = z.strictObject({ to: email.optional() });
export const messageResponse = z.object({ message: z.string() });

export const auditQuery = z.strictObject({
  actorId: z.coerce.number().int().positive().optional(),
  action: z.string().trim().max(80).optional(),
  targetType: z.string().trim().max(40).optional(),
  targetId: z.string().trim().max(80).optional(),
  /** Inclusive ISO dates (YYYY-MM-DD, UTC). */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  groupId: z.coerce.number().int().positive().optional(),
  cursor: cursorParam.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export type AuditQuery = z.input<typeof auditQuery>;

export const auditItem = z.object({
  id: z.number(),
  actorId: z.number().nullable(),
  actorName: z.string().nullable(),
  groupId: z.number().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  summary: z.string(),
  createdAt: z.string(),
});
export type AuditItem = z.infer<typeof auditItem>;

export const auditResponse = z.object({
  items: z.array(auditItem),
  nextCursor: z.string().nullable(),
  /** Actions and actors seen in scope (filter options), first page only. */
  actions: z.array(z.string()).optional(),
  actors: z.array(z.object({ id: z.number(), name: z.string() })).optional(),
});
export type AuditPage = z.infer<typeof auditResponse>;

export const dashboardQuery = z.strictObject({ groupId: z.coerce.number().int().positive().optional() });

export const dashboardResponse = z.object({
  scope: z.string(),
  activeMembers: z.number(),
  visitors: z.number(),
  pendingApprovals: z.number(),
  renewalsDue: z.number(),
  overdueRenewals: z.number(),
  smsLast30Days: z.number(),
  /** New members per month, the last six months (YYYY-MM). */
  joinsByMonth: z.array(z.object({ month: z.string(), joined: z.number() })),
  roleCounts: z.array(z.object({ role: z.string(), count: z.number() })),
  /**
   * The last 12 weeks (week starting Monday, UTC): referrals given, closed business (TYFCB, in minor units, all
   * currencies summed as recorded) and the attendance rate (present, late or substitute out of all recorded but
   * medical; null when nothing was recorded that week).
   */
  weekly: z.array(
    z.object({
      week: z.string(),
      referrals: z.number(),
      tyfcbCents: z.number(),
      attendanceRate: z.number().nullable(),
    }),
  ),
  /**
   * The currency of the weekly closed business: the one every amount in those weeks was recorded in (USD while there
   * are none); null when they were recorded in several, and the weekly sums mix them.
   */
  currency: z.string().nullable(),
  /**
   * The latest leadership actions: who did what. Only for callers who may read the audit log (view_audit_logs,
   * as GET /api/audit); null for everyone else the dashboard admits (dashboard-access.ts).
   */
  recentAudit: z.array(auditItem).nullable(),
});
export type Dashboard = z.infer<typeof dashboardResponse>;
