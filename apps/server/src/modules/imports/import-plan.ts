import type { ImportKind } from '@chapter/shared/imports.layouts';
import type { ImportCounts, ImportNameMatch, ImportPlanRow } from '@chapter/shared/imports.schemas';
import type { AttendanceStatus } from '../../db/schema-meetings.ts';
import type { Matcher } from './import-matching.ts';
import type { NameRef, PalmsRow, Problem, RosterRow, SlipRow } from './import-rows.ts';

/**
 * What an import would do, row by row (docs/imports.md "Outcomes"): the preview shows it, the dry run and the
 * import carry it out. Pure: everything it looks at was read beforehand, for the whole file at once.
 */

interface Person {
  id: number;
  name: string;
  email: string;
  company_name: string | null;
  phone: string | null;
  classification: string | null;
  status: string;
}

export interface PlanContext {
  people: readonly Person[];
  /** Keys earlier imports applied. */
  imported: ReadonlySet<string>;
  /** Accounts by e-mail, in any group (roster). */
  accounts: ReadonlyMap<string, number>;
  /** Lower-cased classification → the active member holding it (roster). */
  classifications: ReadonlyMap<string, string>;
  /** The meeting held on each local day, if any (PALMS). */
  meetings: ReadonlyMap<string, { id: number; status: string }>;
  /** "meetingId:userId" → the status recorded (PALMS). */
  attendance: ReadonlyMap<string, AttendanceStatus>;
  matcher: Matcher;
}

export interface Plan {
  rows: ImportPlanRow[];
  counts: ImportCounts;
  names: ImportNameMatch[];
  /** Keys of the rows applied, recorded so a second import of them writes nothing. */
  keys: string[];
  memberCreates: RosterRow[];
  memberUpdates: Array<{ userId: number; row: RosterRow }>;
  /** Days that need a meeting row (a past week with none, held). */
  newMeetingDays: string[];
  marks: Array<{ day: string; userId: number; status: AttendanceStatus; existing: AttendanceStatus | null }>;
  slips: Array<{ slip: SlipRow; giverId: number; receiverId: number }>;
}

const errorRow = (row: number, summary: string, p: Problem): ImportPlanRow => ({
  row,
  outcome: 'error',
  summary,
  column: p.column,
  reason: p.reason,
});

export function plan(kind: ImportKind, rows: ReadonlyArray<RosterRow | PalmsRow | SlipRow>, ctx: PlanContext): Plan {
  const out: Plan = {
    rows: [],
    counts: { create: 0, update: 0, unchanged: 0, skipped: 0, error: 0 },
    names: [],
    keys: [],
    memberCreates: [],
    memberUpdates: [],
    newMeetingDays: [],
    marks: [],
    slips: [],
  };
  const byId = new Map(ctx.people.map((p) => [p.id, p]));
  const newDays = new Set<string>();
  // A roster names each e-mail and classification once: the second of two rows would break the first.
  const fileEmails = new Map<string, number>();
  const fileClassifications = new Map<string, number>();
  const who = (ref: NameRef): { userId: number } | Problem | 'skipped' => {
    const found = ctx.matcher.resolve(ref);
    if ('userId' in found) return found;
    if ('skipped' in found) return 'skipped';
    return { column: ref.column, reason: `No member matches "${ref.text}": match it by hand or leave it out` };
  };
  const push = (r: ImportPlanRow, key?: string) => {
    out.rows.push(r);
    out.counts[r.outcome] += 1;
    if (key && r.outcome !== 'error' && r.outcome !== 'skipped') out.keys.push(key);
  };

  for (const r of rows) {
    if (r.problem) {
      push(errorRow(r.row, r.summary, r.problem));
      continue;
    }
    if (r.skip) {
      push({ row: r.row, outcome: 'skipped', summary: r.summary, column: r.skip.column, reason: r.skip.reason });
      continue;
    }
    if (ctx.imported.has(r.key)) {
      push({ row: r.row, outcome: 'unchanged', summary: r.summary, column: null, reason: null });
      continue;
    }
    const skipped = (ref: NameRef) =>
      push({
        row: r.row,
        outcome: 'skipped',
        summary: r.summary,
        column: ref.column,
        reason: `"${ref.text}" was left out`,
      });

    if (kind === 'roster') {
      const row = r as RosterRow;
      const accountId = ctx.accounts.get(row.email);
      const member = accountId === undefined ? undefined : byId.get(accountId);
      const classification = row.classification?.toLowerCase() ?? '';
      const holder = classification ? ctx.classifications.get(classification) : undefined;
      const twinEmail = fileEmails.get(row.email);
      const twinClassification = classification ? fileClassifications.get(classification) : undefined;
      fileEmails.set(row.email, fileEmails.get(row.email) ?? row.row);
      if (classification) fileClassifications.set(classification, twinClassification ?? row.row);
      if (twinEmail !== undefined) {
        push(errorRow(row.row, row.summary, { column: null, reason: `Same e-mail as line ${twinEmail}` }));
      } else if (twinClassification !== undefined) {
        push(
          errorRow(row.row, row.summary, { column: null, reason: `Same classification as line ${twinClassification}` }),
        );
      } else if (accountId !== undefined && !member) {
        push(
          errorRow(row.row, row.summary, {
            column: null,
            reason: 'An account with this e-mail belongs to another chapter',
          }),
        );
      } else if (holder && holder !== member?.name) {
        push(errorRow(row.row, row.summary, { column: null, reason: `Already held by ${holder}` }));
      } else if (!member) {
        out.memberCreates.push(row);
        push({ row: row.row, outcome: 'create', summary: row.summary, column: null, reason: null }, row.key);
      } else {
        const same =
          member.name === row.name &&
          (member.company_name ?? null) === row.company &&
          (member.phone ?? null) === row.phone &&
          (member.classification ?? null) === row.classification;
        if (!same) out.memberUpdates.push({ userId: member.id, row });
        push(
          { row: row.row, outcome: same ? 'unchanged' : 'update', summary: row.summary, column: null, reason: null },
          row.key,
        );
      }
      continue;
    }

    if (kind === 'palms') {
      const row = r as PalmsRow;
      const member = who(row.member);
      if (member === 'skipped') {
        skipped(row.member);
        continue;
      }
      if (!('userId' in member)) {
        push(errorRow(row.row, row.summary, member));
        continue;
      }
      const cancelled = row.marks.find((m) => ctx.meetings.get(m.day)?.status === 'cancelled');
      if (cancelled) {
        push(
          errorRow(row.row, row.summary, {
            column: cancelled.column,
            reason: `The meeting of ${cancelled.day} was cancelled`,
          }),
        );
        continue;
      }
      let creates = 0;
      let updates = 0;
      for (const m of row.marks) {
        const meeting = ctx.meetings.get(m.day);
        if (!meeting) newDays.add(m.day);
        const existing = meeting ? (ctx.attendance.get(`${meeting.id}:${member.userId}`) ?? null) : null;
        if (existing === m.status) continue;
        if (existing === null) creates += 1;
        else updates += 1;
        out.marks.push({ day: m.day, userId: member.userId, status: m.status, existing });
      }
      const outcome = creates > 0 ? 'create' : updates > 0 ? 'update' : 'unchanged';
      push({ row: row.row, outcome, summary: row.summary, column: null, reason: null }, row.key);
      continue;
    }

    const slip = r as SlipRow;
    const from = slip.from ? who(slip.from) : null;
    const to = slip.to ? who(slip.to) : null;
    if (from === 'skipped' || to === 'skipped') {
      skipped((from === 'skipped' ? slip.from : slip.to) as NameRef);
      continue;
    }
    const problem = [from, to].find((x): x is Problem => x !== null && !('userId' in x));
    if (problem) {
      push(errorRow(slip.row, slip.summary, problem));
      continue;
    }
    // A TYFCB's thanker is usually not named: the thanked member's own record (docs/imports.md "Slips").
    const idOf = (x: typeof from) => (x !== null && 'userId' in x ? x.userId : undefined);
    const receiverId = (idOf(to) ?? idOf(from)) as number;
    const giverId = idOf(from) ?? receiverId;
    if (giverId === receiverId && (slip.type === 'referral' || slip.type === 'one_to_one')) {
      push(
        errorRow(slip.row, slip.summary, {
          column: slip.to?.column ?? null,
          reason: 'A slip cannot go from a member to themselves',
        }),
      );
      continue;
    }
    out.slips.push({ slip, giverId, receiverId });
    push({ row: slip.row, outcome: 'create', summary: slip.summary, column: null, reason: null }, slip.key);
  }
  out.names = ctx.matcher.names();
  out.newMeetingDays = [...newDays].sort();
  return out;
}
