import { createHash } from 'node:crypto';
import { email as emailSchema } from '@chapter/shared/auth.schemas';
import type { ImportField, ImportKind } from '@chapter/shared/imports.layouts';
import { isDisplaySafe } from '@chapter/shared/text-rules';
import type { AttendanceStatus } from '../../db/schema-meetings.ts';
import {
  cellKey,
  readAmountCents,
  readDay,
  readPalmsLetter,
  readScope,
  readSlipType,
  type SlipType,
} from './import-cells.ts';
import { cellOf, type Table } from './import-table.ts';

/** Every row of a file read into what it asks for, or the problem that stops it (docs/imports.md). */

export interface Problem {
  column: string | null;
  reason: string;
}

/** A member the file names: by e-mail when the cell is one (or the row has one), else by name. */
export interface NameRef {
  column: string;
  text: string;
  email: string | null;
}

interface Base {
  row: number;
  /** sha256 of the kind, the row's normalised cells and its repeat number: the same row of a second import. */
  key: string;
  summary: string;
  problem?: Problem;
  skip?: Problem;
}
export interface RosterRow extends Base {
  name: string;
  email: string;
  company: string | null;
  classification: string | null;
  phone: string | null;
}
export interface PalmsRow extends Base {
  member: NameRef;
  marks: Array<{ day: string; column: string; status: AttendanceStatus }>;
}
export interface SlipRow extends Base {
  type: SlipType;
  from: NameRef | null;
  to: NameRef | null;
  scope: 'inside' | 'outside' | 'tier3' | null;
  amountCents: number | null;
  credits: number | null;
  detail: string;
  day: string;
}

/** The days a record may be dated: not in the future, not long before the chapter came here (activity-dates.ts). */
export interface DayBounds {
  floor: string;
  latest: string;
}

const MAX_TEXT = 500;

/** Keys the rows: identical rows of one file are told apart by their repeat number, so both are imported once. */
function keyer(kind: ImportKind, extra: string) {
  const seen = new Map<string, number>();
  return (parts: readonly string[]) => {
    const content = [kind, extra, ...parts.map(cellKey)].join('\u0000');
    const n = (seen.get(content) ?? 0) + 1;
    seen.set(content, n);
    return createHash('sha256').update(`${content}\u0000${n}`).digest('hex');
  };
}

function reader(table: Table, fields: Partial<Record<ImportField, string>>, cells: readonly string[]) {
  return (field: ImportField) => cellOf(table.headers, cells, fields[field]);
}

const asEmail = (text: string) => {
  const parsed = emailSchema.safeParse(text);
  return parsed.success ? parsed.data : null;
};

function nameOf(get: (f: ImportField) => string): string {
  return (get('name') || `${get('firstName')} ${get('lastName')}`).trim().replace(/\s+/g, ' ');
}

function checkText(fields: Partial<Record<ImportField, string>>, get: (f: ImportField) => string): Problem | undefined {
  for (const [field, column] of Object.entries(fields) as Array<[ImportField, string]>) {
    const value = get(field);
    if (value.length > MAX_TEXT) return { column, reason: `At most ${MAX_TEXT} characters` };
    if (!isDisplaySafe(value)) return { column, reason: 'The text has characters that cannot be shown' };
  }
  return undefined;
}

export function parseRoster(table: Table, fields: Partial<Record<ImportField, string>>): RosterRow[] {
  const key = keyer('roster', '');
  return table.rows.map(({ row, cells }) => {
    const get = reader(table, fields, cells);
    const name = nameOf(get);
    const emailText = get('email');
    const out: RosterRow = {
      row,
      key: key([name, emailText, get('company'), get('classification'), get('phone')]),
      summary: `${name || '—'} <${emailText || '—'}>`,
      name,
      email: asEmail(emailText) ?? emailText.toLowerCase(),
      company: get('company') || null,
      classification: get('classification') || null,
      phone: get('phone') || null,
    };
    out.problem = checkText(fields, get);
    if (!out.problem && !name)
      out.problem = { column: fields.name ?? fields.firstName ?? null, reason: 'A name is required' };
    if (!out.problem && !asEmail(emailText)) {
      out.problem = {
        column: fields.email ?? null,
        reason: emailText ? 'Not a valid e-mail address' : 'E-mail is required',
      };
    }
    if (!out.problem && (out.phone?.length ?? 0) > 40)
      out.problem = { column: fields.phone ?? null, reason: 'At most 40 characters' };
    return out;
  });
}

export function parsePalms(table: Table, fields: Partial<Record<ImportField, string>>, bounds: DayBounds): PalmsRow[] {
  const weeks = table.headers
    .map((header, index) => ({ header, index, day: readDay(header) }))
    .filter((w): w is { header: string; index: number; day: string } => w.day !== null);
  const key = keyer('palms', weeks.map((w) => w.day).join(','));
  return table.rows.map(({ row, cells }) => {
    const get = reader(table, fields, cells);
    const name = nameOf(get);
    const email = asEmail(get('email'));
    const letters = weeks.map((w) => cells[w.index] ?? '');
    const out: PalmsRow = {
      row,
      key: key([name, email ?? '', ...letters]),
      summary: `${name || email || '—'}: ${letters.map((l) => l || '·').join(' ')}`,
      member: { column: fields.name ?? fields.lastName ?? fields.email ?? '', text: name || (email ?? ''), email },
      marks: [],
    };
    out.problem = checkText(fields, get);
    if (!out.problem && !name && !email)
      out.problem = { column: fields.name ?? fields.firstName ?? null, reason: 'A name is required' };
    for (const [i, w] of weeks.entries()) {
      if (out.problem) break;
      const status = readPalmsLetter(letters[i] ?? '');
      if (status === undefined) {
        out.problem = { column: w.header, reason: `"${letters[i]}" is not a PALMS letter (P, A, L, M, S or H)` };
      } else if (status !== null && status !== 'holiday') {
        if (w.day > bounds.latest) out.problem = { column: w.header, reason: `The week ${w.day} is in the future` };
        else if (w.day < bounds.floor)
          out.problem = { column: w.header, reason: `The week ${w.day} is before ${bounds.floor}` };
        else out.marks.push({ day: w.day, column: w.header, status });
      }
    }
    if (!out.problem && out.marks.length === 0) out.skip = { column: null, reason: 'No attendance marks in this row' };
    return out;
  });
}

export function parseSlips(
  table: Table,
  fields: Partial<Record<ImportField, string>>,
  bounds: DayBounds,
  week: string | undefined,
): SlipRow[] {
  const key = keyer('slips', fields.date ? '' : (week ?? ''));
  return table.rows.map(({ row, cells }) => {
    const get = reader(table, fields, cells);
    const [fromText, toText, typeText] = [get('from'), get('to'), get('slipType')];
    const type = readSlipType(typeText);
    const ref = (text: string, column: string | undefined): NameRef | null =>
      text ? { column: column ?? '', text: text.replace(/\s+/g, ' '), email: asEmail(text) } : null;
    const out: SlipRow = {
      row,
      key: key([fromText, toText, typeText, get('scope'), get('amount'), get('credits'), get('detail'), get('date')]),
      summary: `${typeText || '—'}: ${fromText || '—'} → ${toText || '—'}`,
      type: type ?? 'referral',
      from: ref(fromText, fields.from),
      to: ref(toText, fields.to),
      scope: null,
      amountCents: null,
      credits: null,
      detail: get('detail'),
      day: '',
    };
    const problem = (field: ImportField, reason: string) => {
      out.problem ??= { column: fields[field] ?? null, reason };
    };
    out.problem = checkText(fields, get);
    if (type === undefined)
      problem('slipType', typeText ? `Unknown slip type "${typeText}"` : 'The slip type is missing');
    const scope = readScope(get('scope'));
    if (scope === undefined) problem('scope', `"${get('scope')}" is not Tier 1 (inside) or Tier 2 (outside)`);
    else out.scope = scope;
    const day = fields.date ? readDay(get('date')) : (week ?? null);
    if (fields.date && day === null) problem('date', `"${get('date')}" is not a date`);
    else if (day !== null && day > bounds.latest) problem('date', `The date ${day} is in the future`);
    else if (day !== null && day < bounds.floor) problem('date', `The date ${day} is before ${bounds.floor}`);
    out.day = day ?? '';
    if (type === 'closed_business') {
      const amount = readAmountCents(get('amount'));
      if (!get('amount')) problem('amount', 'A TYFCB slip needs an amount');
      else if (amount === null || amount <= 0) problem('amount', `"${get('amount')}" is not an amount`);
      out.amountCents = amount;
      if (!out.to) problem('to', 'A slip needs the member it goes to');
    } else if (type === 'training_credit') {
      const credits = Number(get('credits') || '1');
      if (!Number.isInteger(credits) || credits < 1 || credits > 100) {
        problem('credits', `"${get('credits')}" is not a number of credits`);
      }
      out.credits = credits;
      if (!out.from) problem('from', 'A CEU slip needs the member it credits');
    } else if (type === 'visitor') {
      out.skip = {
        column: fields.slipType ?? null,
        reason: 'Visitor slips are not imported: invite visitors from the Visitors screen',
      };
    } else if (type) {
      if (!out.from) problem('from', 'A slip needs the member it comes from');
      if (!out.to) problem('to', 'A slip needs the member it goes to');
    }
    return out;
  });
}
