import type { ImportKind } from '@chapter/shared/imports.layouts';
import type {
  HistoryImportConfirm,
  HistoryImportPreview,
  HistoryImportRequest,
  HistoryImportResult,
} from '@chapter/shared/imports.schemas';
import type { LanguageCode } from '@chapter/shared/languages';
import type { Db } from '../../db/kysely.ts';
import { targetGroup } from '../../kernel/group-scope.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { reasonIn } from '../../lib/error-words.ts';
import type { Principal } from '../../lib/principal.ts';
import { addLocalDays, localParts, zonedToUtc } from '../../lib/zoned-time.ts';
import { selectGroupCurrency } from '../activity/activity.repository.ts';
import { activeClassifications } from '../members/members.repository.ts';
import { applyPlan, type Written } from './import-apply.ts';
import { Matcher } from './import-matching.ts';
import { type Plan, type PlanContext, plan } from './import-plan.ts';
import {
  type DayBounds,
  type PalmsRow,
  parsePalms,
  parseRoster,
  parseSlips,
  type RosterRow,
  type SlipRow,
} from './import-rows.ts';
import { detectKind, type Mapping, readTable, resolveMapping, type Table } from './import-table.ts';
import {
  findImportGroup,
  selectAccountsByEmail,
  selectAttendanceAt,
  selectGroupPeople,
  selectImportedKeys,
  selectMeetingsBetween,
} from './imports.repository.ts';

/**
 * Moving in (docs/imports.md): a file is read, its rows matched and planned, and the plan shown; a dry run carries
 * it out and rolls it back; the import carries it out in one transaction, audit-logged. Nothing is written before.
 */

type Group = NonNullable<Awaited<ReturnType<typeof findImportGroup>>>;

interface Read {
  group: Group;
  table: Table;
  kind: ImportKind | null;
  mapping: Mapping | null;
  needsWeek: boolean;
  people: Awaited<ReturnType<typeof selectGroupPeople>>;
}

interface Planned extends Read {
  kind: ImportKind;
  plan: Plan;
  meetings: Map<string, { id: number; startsAt: string }>;
}

/** Thrown inside a dry run's transaction so that it rolls back; caught right outside it. */
class DryRun extends Error {
  constructor(
    readonly counts: Plan['counts'],
    readonly written: Written,
  ) {
    super('dry run');
  }
}

const noCounts = () => ({ create: 0, update: 0, unchanged: 0, skipped: 0, error: 0 });

export class ImportsService {
  constructor(private readonly ctx: AppContext) {}

  async preview(caller: Principal, req: HistoryImportRequest, language: LanguageCode): Promise<HistoryImportPreview> {
    const read = await this.read(this.ctx.db, caller, req);
    const base = {
      kind: read.kind,
      headers: read.table.headers,
      mapping: (read.mapping?.fields ?? {}) as Record<string, string>,
      missing: read.kind === null ? ['kind'] : (read.mapping?.missing ?? []),
      needsWeek: read.needsWeek,
      members: read.people.map((p) => ({ id: p.id, name: p.name })),
    };
    if (read.kind === null || base.missing.length > 0 || read.needsWeek) {
      return { ...base, rows: [], counts: noCounts(), names: [] };
    }
    const { plan: p } = await this.plan(this.ctx.db, read as Read & { kind: ImportKind }, req);
    return {
      ...base,
      rows: p.rows.map((r) => ({ ...r, reason: r.reason === null ? null : reasonIn(r.reason, language) })),
      counts: p.counts,
      names: p.names,
    };
  }

  async confirm(caller: Principal, req: HistoryImportConfirm): Promise<HistoryImportResult> {
    const now = this.ctx.clock.now();
    const stamp = now.toISOString();
    let result: { counts: Plan['counts']; written: Written };
    try {
      result = await this.ctx.db.transaction().execute(async (trx) => {
        const read = await this.read(trx, caller, req);
        if (read.kind === null) {
          throw new AppError('VALIDATION_ERROR', 'Choose what the file holds: a roster, a PALMS report or slips');
        }
        const missing = read.mapping?.missing[0];
        if (missing) throw new AppError('VALIDATION_ERROR', `The file has no column for ${missing}`);
        if (read.needsWeek) throw new AppError('VALIDATION_ERROR', 'Choose the week these slips belong to');
        const planned = await this.plan(trx, read as Read & { kind: ImportKind }, req);
        refuseErrors(planned.plan);
        const currency = await selectGroupCurrency(trx, planned.group.id);
        const written = await applyPlan(
          trx,
          this.ctx,
          {
            kind: planned.kind,
            fileName: req.fileName,
            group: planned.group,
            currency,
            callerId: caller.userId,
            plan: planned.plan,
            meetings: planned.meetings,
          },
          stamp,
        );
        const c = planned.plan.counts;
        await writeAudit(trx, {
          actorId: caller.userId,
          groupId: planned.group.id,
          action: 'import.applied',
          targetType: 'group',
          targetId: planned.group.id,
          summary: `Imported ${planned.kind} file ${req.fileName}: ${c.create} new, ${c.update} updated, ${c.unchanged} unchanged, ${c.skipped} left out`,
          at: stamp,
        });
        if (req.dryRun) throw new DryRun(c, written);
        return { counts: c, written };
      });
    } catch (err) {
      if (err instanceof DryRun) return { dryRun: true, counts: err.counts, written: err.written };
      if (isUniqueViolation(err)) {
        throw new AppError(
          'CONFLICT',
          "The chapter's records changed meanwhile; nothing was imported. Preview the file again.",
        );
      }
      throw err;
    }
    this.ctx.mail.flush();
    return { dryRun: false, ...result };
  }

  private async read(db: Db, caller: Principal, req: HistoryImportRequest): Promise<Read> {
    const groupId = targetGroup(caller, req.groupId);
    const group = await findImportGroup(db, groupId);
    if (!group) throw notFound('Group');
    const table = readTable(Buffer.from(req.content, 'base64'));
    const kind = req.kind ?? detectKind(table.headers);
    const mapping = kind ? resolveMapping(kind, table.headers, req.mapping) : null;
    const needsWeek = kind === 'slips' && !!mapping && !mapping.fields.date && !req.week;
    return { group, table, kind, mapping, needsWeek, people: await selectGroupPeople(db, groupId) };
  }

  private async plan(db: Db, read: Read & { kind: ImportKind }, req: HistoryImportRequest): Promise<Planned> {
    const { group, table, kind } = read;
    const fields = read.mapping?.fields ?? {};
    const today = localParts(this.ctx.clock.now(), group.timezone).date;
    const bounds: DayBounds = {
      floor: addLocalDays(localParts(new Date(group.created_at), group.timezone).date, -365),
      latest: addLocalDays(today, 1),
    };
    const rows: Array<RosterRow | PalmsRow | SlipRow> =
      kind === 'roster'
        ? parseRoster(table, fields)
        : kind === 'palms'
          ? parsePalms(table, fields, bounds)
          : parseSlips(table, fields, bounds, req.week);
    const meetings = new Map<string, { id: number; startsAt: string; status: string }>();
    let attendance: PlanContext['attendance'] = new Map();
    if (kind === 'palms') {
      const days = (rows as PalmsRow[]).flatMap((r) => r.marks.map((m) => m.day)).sort();
      if (days.length > 0) {
        const from = zonedToUtc(days[0] as string, '00:00', group.timezone).toISOString();
        const to = zonedToUtc(addLocalDays(days[days.length - 1] as string, 1), '00:00', group.timezone).toISOString();
        // A chapter meeting of the day first; another kind of meeting does not stand for the week's.
        for (const m of await selectMeetingsBetween(db, group.id, from, to)) {
          const day = localParts(new Date(m.starts_at), group.timezone).date;
          const held = meetings.get(day);
          if (m.type === 'chapter' && (!held || held.status === 'cancelled')) {
            meetings.set(day, { id: m.id, startsAt: m.starts_at, status: m.status });
          }
        }
        attendance = await selectAttendanceAt(
          db,
          [...meetings.values()].map((m) => m.id),
        );
      }
    }
    const emails = kind === 'roster' ? (rows as RosterRow[]).map((r) => r.email) : [];
    const ctx: PlanContext = {
      people: read.people,
      imported: await selectImportedKeys(
        db,
        group.id,
        rows.map((r) => r.key),
      ),
      accounts: emails.length > 0 ? await selectAccountsByEmail(db, emails) : new Map(),
      classifications: kind === 'roster' ? await activeClassifications(db, group.id) : new Map(),
      meetings,
      attendance,
      matcher: new Matcher(read.people, req.matches ?? {}),
    };
    return { ...read, kind, plan: plan(kind, rows, ctx), meetings };
  }
}

/** Nothing is imported while a row is in error: the answer names the first row and column, and lists them all. */
function refuseErrors(p: Plan): void {
  const errors = p.rows.filter((r) => r.outcome === 'error');
  const first = errors[0];
  if (!first) return;
  throw new AppError(
    'VALIDATION_ERROR',
    `Rows with problems: ${errors.length}; nothing was imported. The first is row ${first.row}, column ${first.column ?? '—'}`,
    {
      details: errors.slice(0, 100).map((r) => ({
        field: `row ${r.row}${r.column ? `, ${r.column}` : ''}`,
        message: r.reason ?? '',
      })),
    },
  );
}
