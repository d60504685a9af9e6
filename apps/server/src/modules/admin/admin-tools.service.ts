import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BackupAbout, Dashboard, OutboxPage, outboxQuery } from '@chapter/shared/admin-tools.schemas';
import { attendanceRate, tallyAttendance } from '@chapter/shared/attendance';
import { canOpenDashboard, canReadAudit } from '@chapter/shared/dashboard-access';
import { ROLES } from '@chapter/shared/roles';
import type { z } from 'zod';
import { sqliteHandles } from '../../db/kysely.ts';
import { toStamp } from '../../db/sql-values.ts';
import { scopeGroup } from '../../kernel/group-scope.ts';
import { findUserById } from '../../kernel/users.repository.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import { addDays, addMonths } from '../../lib/dates.ts';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor.ts';
import type { Principal } from '../../lib/principal.ts';
import { type BackupKind, backupPostgres, planBackup, restoreHelp } from '../../ops/backup-core.ts';
import { countActionableApprovals, totalApprovals } from '../approvals/approval-counts.ts';
import { presentAudit, selectAuditPage } from '../audit/audit.repository.ts';
import { countRoles, findGroup } from '../groups/groups.repository.ts';
import {
  dashboardCounts,
  selectActivitySince,
  selectAttendanceSince,
  selectJoins,
  selectOutboxPage,
} from './admin.repository.ts';
import { outboxItem, outboxMessage } from './outbox-view.ts';

const WEEKS = 12;

/** Monday 00:00 UTC of the week holding the instant, as YYYY-MM-DD. */
function weekOf(iso: string | Date): string {
  const d = new Date(iso);
  const monday = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - ((d.getUTCDay() + 6) % 7)));
  return monday.toISOString().slice(0, 10);
}

interface Backup {
  filename: string;
  contentType: string;
  kind: BackupKind;
  bytes: number;
  /** The file, removed once it has been read or the download was cut off. */
  stream: ReadStream;
}

/** Admin tools (manage_settings): outbox viewer, test e-mail, backup; and the dashboard's figures. */
export class AdminToolsService {
  constructor(private readonly ctx: AppContext) {}

  async outbox(params: z.output<typeof outboxQuery>): Promise<OutboxPage> {
    const before = decodeCursor(params.cursor);
    const rows = await selectOutboxPage(this.ctx.db, params, before?.[1], params.limit + 1);
    const page = rows.slice(0, params.limit);
    const last = page.at(-1);
    return {
      items: page.map(outboxItem),
      nextCursor: rows.length > params.limit && last ? encodeCursor([last.created_at, last.id]) : null,
      smtpConfigured: Boolean(this.ctx.config.smtpUrl),
      smsConfigured: this.ctx.mail.smsConfigured,
    };
  }

  /** One message whole: the admin reads its HTML version and opens its attachments. */
  async outboxMessage(id: number) {
    return outboxMessage(this.ctx.db, id);
  }

  async testEmail(caller: Principal, to: string | undefined): Promise<{ message: string }> {
    const me = await findUserById(this.ctx.db, caller.userId);
    if (!me) throw notFound('User');
    const recipient = to ?? me.email;
    const stamp = toStamp(this.ctx.clock.now());
    await this.ctx.db.transaction().execute(async (trx) => {
      await this.ctx.mail.enqueue(trx, {
        to: recipient,
        subject: 'Test e-mail from Chapter',
        text: `This is a test e-mail sent from the admin tools at ${stamp}. If you can read it, e-mail delivery works.`,
      });
      await writeAudit(trx, {
        actorId: caller.userId,
        groupId: null,
        action: 'tools.test_email',
        targetType: 'platform',
        targetId: 'mail',
        summary: `Test e-mail to ${recipient}`,
        at: stamp,
      });
    });
    this.ctx.mail.flush();
    return {
      message: this.ctx.config.smtpUrl
        ? `Test e-mail queued for ${recipient}; watch its status in the outbox below.`
        : `No SMTP server is configured: the test e-mail to ${recipient} is held in the outbox below.`,
    };
  }

  /** The PostgreSQL URL the backup dumps from; undefined on SQLite. */
  private get postgresUrl(): string | undefined {
    return this.ctx.dialect === 'postgres' ? this.ctx.config.databaseUrl : undefined;
  }

  /** What the backup makes on this server, and how to restore it (the Tools screen shows it). */
  async backupAbout(): Promise<BackupAbout> {
    const plan = await planBackup(this.postgresUrl);
    const help = restoreHelp(plan.kind, this.postgresUrl);
    return {
      kind: plan.kind,
      label: plan.label,
      extension: plan.extension,
      restoreCommands: help.commands,
      restoreNote: help.note,
      fallback: plan.fallback,
      problem: plan.problem,
    };
  }

  /**
   * The same backups as `npm run backup` (docs/backups.md), made into a temporary file and streamed from it.
   * SQLite: a consistent copy of the live database through better-sqlite3's online backup API. PostgreSQL: a
   * custom-format pg_dump of the app's schema, or the JSON export when pg_dump is not found. Both restore with
   * `npm run restore -- <file>`.
   */
  async backup(caller: Principal): Promise<Backup> {
    const day = toStamp(this.ctx.clock.now()).slice(0, 10);
    const file = path.join(tmpdir(), `chapter-backup-${randomBytes(8).toString('hex')}`);
    let made: { kind: BackupKind; label: string; extension: string; contentType: string };
    try {
      const sqlite = sqliteHandles.get(this.ctx.db);
      if (sqlite) {
        await sqlite.backup(file);
        made = await planBackup(undefined);
      } else if (this.postgresUrl) {
        made = await backupPostgres(this.postgresUrl, file);
      } else {
        throw new AppError('SERVER_ERROR', 'Backup is not available');
      }
    } catch (err) {
      await rm(file, { force: true });
      if (err instanceof AppError) throw err;
      throw new AppError('SERVER_ERROR', `No backup was made: ${(err as Error).message}`);
    }
    const { size } = await stat(file);
    await writeAudit(this.ctx.db, {
      actorId: caller.userId,
      groupId: null,
      action: 'tools.backup_downloaded',
      targetType: 'platform',
      targetId: 'database',
      summary: `Backup downloaded (${made.label})`,
      at: toStamp(this.ctx.clock.now()),
    });
    const stream = createReadStream(file);
    stream.once('close', () => void rm(file, { force: true }));
    return {
      filename: `chapter-${day}.${made.extension}`,
      contentType: made.contentType,
      kind: made.kind,
      bytes: size,
      stream,
    };
  }

  /**
   * KPIs of the caller's group (platform-wide for admins unless a group is chosen), for those inside the admin area
   * who may read them; the latest leadership actions only for those who may read the audit log.
   */
  async dashboard(caller: Principal, requested: number | undefined): Promise<Dashboard> {
    if (!canOpenDashboard(caller)) throw new AppError('PERMISSION_DENIED', 'Permission denied');
    const groupId = scopeGroup(caller, requested);
    const now = this.ctx.clock.now();
    const counts = await dashboardCounts(
      this.ctx.db,
      groupId,
      toStamp(now),
      toStamp(addDays(now, 30)),
      toStamp(addDays(now, -30)),
    );
    // The same figure the approvals screen shows this caller, not only the member applications.
    const pendingApprovals = totalApprovals(await countActionableApprovals(this.ctx.db, caller, groupId));
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const start = addMonths(first, -5);
    const months = Array.from({ length: 6 }, (_, i) => toStamp(addMonths(start, i)).slice(0, 7));
    const joins = await selectJoins(this.ctx.db, groupId, toStamp(start));
    const roles = await countRoles(this.ctx.db, groupId ?? null);
    const group = groupId ? await findGroup(this.ctx.db, groupId) : undefined;
    const audit = canReadAudit(caller) ? await selectAuditPage(this.ctx.db, { groupId }, undefined, 6) : null;
    const weeks = Array.from({ length: WEEKS }, (_, i) => weekOf(addDays(now, -7 * (WEEKS - 1 - i))));
    const since = `${weeks[0]}T00:00:00.000Z`;
    const activity = await selectActivitySince(this.ctx.db, groupId, since);
    const attendance = await selectAttendanceSince(this.ctx.db, groupId, since);
    const weekly = weeks.map((week) => {
      const acts = activity.filter((a) => weekOf(a.occurred_at) === week);
      const marks = attendance.filter((a) => weekOf(a.meeting_starts_at) === week).map((a) => a.status);
      return {
        week,
        referrals: acts.filter((a) => a.type === 'referral').length,
        tyfcbCents: acts.filter((a) => a.type === 'closed_business').reduce((sum, a) => sum + (a.amount_cents ?? 0), 0),
        attendanceRate: attendanceRate(tallyAttendance(marks)),
      };
    });
    const currencies = new Set(
      activity.flatMap((a) => (a.type === 'closed_business' && a.currency ? [a.currency] : [])),
    );
    return {
      scope: group?.name ?? 'All groups',
      currency: currencies.size > 1 ? null : ([...currencies][0] ?? 'USD'),
      ...counts,
      pendingApprovals,
      joinsByMonth: months.map((month) => ({
        month,
        joined: joins.filter((j) => j.joined_at?.startsWith(month)).length,
      })),
      weekly,
      roleCounts: ROLES.filter((r) => roles[r]).map((role) => ({ role, count: roles[role] ?? 0 })),
      recentAudit: audit?.map(presentAudit) ?? null,
    };
  }
}
