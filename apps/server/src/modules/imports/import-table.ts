import { parseCsv, unguardCell } from '@chapter/shared/csv';
import {
  IMPORT_FIELDS,
  IMPORT_MAX_DATA_ROWS,
  type ImportField,
  type ImportKind,
  REQUIRED_IMPORT_FIELDS,
} from '@chapter/shared/imports.layouts';
import { AppError } from '../../lib/app-error.ts';
import { headerKey, readDay } from './import-cells.ts';
import { isXlsxError, looksLikeZip, readXlsx } from './xlsx.ts';

/** A file read into its header and data rows, each with its row number as a spreadsheet shows it. */
export interface Table {
  headers: string[];
  rows: Array<{ row: number; cells: string[] }>;
}

/** The headers of BNI Connect's exports and the spellings spreadsheets use, by field (docs/imports.md). */
const ALIASES: Record<ImportField, readonly string[]> = {
  firstName: ['firstname', 'first', 'givenname'],
  lastName: ['lastname', 'last', 'surname', 'familyname'],
  name: ['name', 'fullname', 'membername', 'member'],
  email: ['email', 'emailaddress', 'mail'],
  company: ['company', 'companyname', 'business'],
  classification: ['classification', 'profession', 'specialty', 'professionspecialty', 'category'],
  phone: ['phone', 'phonenumber', 'mobile', 'mobilephone', 'cell', 'directnumber'],
  from: ['from', 'giver', 'fromname'],
  to: ['to', 'receiver', 'toname'],
  slipType: ['sliptype', 'type'],
  scope: ['insideoutside', 'tier', 'scope'],
  amount: ['tyfcb', 'amount', 'tyfcbamount'],
  credits: ['ceucredits', 'ceu', 'credits'],
  detail: ['detail', 'details', 'notes', 'note'],
  date: ['date', 'slipdate', 'meetingdate', 'week'],
};

const fail = (message: string) =>
  new AppError('VALIDATION_ERROR', message, { details: [{ field: 'content', message }] });

/** Reads CSV (UTF-8) or XLSX by the file's bytes; a file that is neither, or holds no rows, is refused with 400. */
export function readTable(bytes: Buffer): Table {
  let raw: string[][];
  if (looksLikeZip(bytes)) {
    try {
      raw = readXlsx(bytes);
    } catch (err) {
      if (isXlsxError(err)) throw fail('The file is not a CSV or XLSX file we can read');
      throw err;
    }
  } else {
    const text = bytes.toString('utf8');
    // A binary file (an XLS of the old format, a PDF, an image) has NUL bytes or invalid UTF-8 early on.
    if (text.slice(0, 4096).includes('\u0000') || text.slice(0, 4096).includes('\ufffd')) {
      throw fail('The file is not a CSV or XLSX file we can read');
    }
    try {
      raw = parseCsv(text);
    } catch {
      throw fail('The file is not a CSV or XLSX file we can read');
    }
  }
  const numbered = raw
    .map((cells, i) => ({ row: i + 1, cells: cells.map((c) => unguardCell(c.trim())) }))
    .filter((r) => r.cells.some((c) => c !== ''));
  const [header, ...rows] = numbered;
  if (!header) throw fail('The file is empty');
  if (rows.length === 0) throw fail('The file has a header row but no data rows');
  if (rows.length > IMPORT_MAX_DATA_ROWS) {
    throw fail(`The file has ${rows.length} rows; import at most ${IMPORT_MAX_DATA_ROWS} at a time`);
  }
  return { headers: header.cells, rows };
}

/** The field each header names by itself, kind by kind. */
function fieldsFound(kind: ImportKind, headers: readonly string[]): Partial<Record<ImportField, string>> {
  const out: Partial<Record<ImportField, string>> = {};
  for (const field of IMPORT_FIELDS[kind]) {
    const header = headers.find((h) => ALIASES[field].includes(headerKey(h)));
    if (header !== undefined) out[field] = header;
  }
  return out;
}

/** The kind a file's headers say it is: a slip type column, week columns of dates, or a roster's e-mail; else null. */
export function detectKind(headers: readonly string[]): ImportKind | null {
  const keys = headers.map(headerKey);
  if (keys.includes('sliptype')) return 'slips';
  if (headers.some((h) => readDay(h) !== null)) return 'palms';
  if (keys.some((k) => ALIASES.email.includes(k))) return 'roster';
  return null;
}

export interface Mapping {
  fields: Partial<Record<ImportField, string>>;
  /** Required fields (a name counts as one: "name") without a column. */
  missing: string[];
}

/** The headers found for the kind, then the caller's mapping over them (an unknown header in it is a 400). */
export function resolveMapping(kind: ImportKind, headers: readonly string[], given?: Record<string, string>): Mapping {
  const fields = fieldsFound(kind, headers);
  for (const [field, header] of Object.entries(given ?? {})) {
    if (!(IMPORT_FIELDS[kind] as readonly string[]).includes(field)) {
      throw new AppError('VALIDATION_ERROR', `A ${kind} file has no field ${field}`);
    }
    if (header === '') delete fields[field as ImportField];
    else if (!headers.includes(header)) throw new AppError('VALIDATION_ERROR', `The file has no column ${header}`);
    else fields[field as ImportField] = header;
  }
  const missing: string[] = REQUIRED_IMPORT_FIELDS[kind].filter((f) => !fields[f]);
  // A roster names whom it creates; a PALMS report may name its members by e-mail alone.
  const named = fields.name || (fields.firstName && fields.lastName) || (kind === 'palms' && fields.email);
  if (kind !== 'slips' && !named) missing.unshift('name');
  return { fields, missing };
}

/** A row's cell under a field's column ('' when the field has none). */
export const cellOf = (headers: readonly string[], cells: readonly string[], header: string | undefined) =>
  header === undefined ? '' : (cells[headers.indexOf(header)] ?? '');
