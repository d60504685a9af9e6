import { email as emailSchema } from '@chapter/shared/auth.schemas';
import { parseCsv, unguardCell } from '@chapter/shared/csv';
import { IMPORT_MAX_ROWS, type ImportPreview, type ImportRow } from '@chapter/shared/lifecycle.schemas';
import { mayGiveRole, ROLES } from '@chapter/shared/roles';
import { isDisplaySafe, UNSAFE_TEXT_MESSAGE } from '@chapter/shared/text-rules';

type Column = 'name' | 'email' | 'companyName' | 'classification' | 'phone' | 'role' | 'renewalDue';

/** Header spellings people use (compared lower-case without spaces, dashes or underscores). */
const HEADERS: Record<string, Column> = {
  name: 'name',
  fullname: 'name',
  email: 'email',
  emailaddress: 'email',
  companyname: 'companyName',
  company: 'companyName',
  business: 'companyName',
  classification: 'classification',
  profession: 'classification',
  phone: 'phone',
  phonenumber: 'phone',
  mobile: 'phone',
  role: 'role',
  renewaldue: 'renewalDue',
  renewal: 'renewalDue',
  renewaldate: 'renewalDue',
};
const LIMITS: Record<Exclude<Column, 'role' | 'renewalDue'>, number> = {
  name: 120,
  email: 254,
  companyName: 160,
  classification: 120,
  phone: 40,
};

/** What validation needs from the database, looked up once for the whole file. */
interface ImportContext {
  /** The importer's role: imported members sit below it (no peers), and nobody imports Admins. */
  callerRole: string;
  callerIsAdmin: boolean;
  takenEmails: Set<string>;
  /** Lower-cased classification → the active member holding it. */
  takenClassifications: Map<string, string>;
}

const normalise = (header: string) => header.toLowerCase().replace(/[\s_-]+/g, '');

/** Reads the file: rows keyed by column, or the file-level problems that stop a preview. */
export function readImportFile(csv: string): {
  rows: Array<Record<Column, string> & { line: number }>;
  fileErrors: string[];
} {
  let table: string[][];
  try {
    table = parseCsv(csv);
  } catch (err) {
    return { rows: [], fileErrors: [`The file is not valid CSV: ${(err as Error).message}.`] };
  }
  const [header, ...body] = table;
  if (!header) return { rows: [], fileErrors: ['The file is empty.'] };
  const columns = header.map((h) => HEADERS[normalise(h)]);
  const missing = (['name', 'email'] as const).filter((c) => !columns.includes(c));
  if (missing.length > 0) {
    return {
      rows: [],
      fileErrors: [`The header row needs the column${missing.length > 1 ? 's' : ''} ${missing.join(' and ')}.`],
    };
  }
  if (body.length === 0) return { rows: [], fileErrors: ['The file has a header but no members.'] };
  if (body.length > IMPORT_MAX_ROWS) {
    return {
      rows: [],
      fileErrors: [`The file has ${body.length} members; import at most ${IMPORT_MAX_ROWS} at a time.`],
    };
  }
  const rows = body.map((cells, i) => {
    const row = {
      line: i + 2,
      name: '',
      email: '',
      companyName: '',
      classification: '',
      phone: '',
      role: '',
      renewalDue: '',
    };
    columns.forEach((column, c) => {
      if (column) row[column] = unguardCell((cells[c] ?? '').trim());
    });
    return row;
  });
  return { rows, fileErrors: [] };
}

/** Validates every row against the rules and the database, and against the other rows of the file. */
export function validateImport(csv: string, ctx: ImportContext): ImportPreview {
  const { rows: raw, fileErrors } = readImportFile(csv);
  const seenEmails = new Map<string, number>();
  const seenClassifications = new Map<string, number>();
  const rows: ImportRow[] = raw.map((r) => {
    const errors: ImportRow['errors'] = [];
    const fail = (field: string, message: string) => errors.push({ field, message });
    if (!r.name) fail('name', 'Name is required');
    for (const column of ['name', 'companyName'] as const) {
      if (!isDisplaySafe(r[column])) fail(column, UNSAFE_TEXT_MESSAGE);
    }
    for (const [column, max] of Object.entries(LIMITS)) {
      if (r[column as Column].length > max) fail(column, `At most ${max} characters`);
    }
    const parsedEmail = emailSchema.safeParse(r.email);
    const email = parsedEmail.success ? parsedEmail.data : r.email.toLowerCase();
    if (!parsedEmail.success) fail('email', r.email ? 'Not a valid e-mail address' : 'E-mail is required');
    else if (ctx.takenEmails.has(email)) fail('email', 'An account with this e-mail already exists');
    else if (seenEmails.has(email)) fail('email', `Same e-mail as line ${seenEmails.get(email)}`);
    else seenEmails.set(email, r.line);

    const role = ROLES.find((x) => x.toLowerCase() === (r.role || 'Member').toLowerCase());
    if (!role) fail('role', `Unknown role "${r.role}"`);
    else if (role === 'Admin') fail('role', 'Administrators cannot be imported');
    else if (!mayGiveRole({ isAdmin: ctx.callerIsAdmin, role: ctx.callerRole }, role))
      fail('role', `Not below your own role (${ctx.callerRole})`);

    const key = r.classification.toLowerCase();
    if (key) {
      const holder = ctx.takenClassifications.get(key);
      if (holder) fail('classification', `Already held by ${holder}`);
      else if (seenClassifications.has(key))
        fail('classification', `Same classification as line ${seenClassifications.get(key)}`);
      else seenClassifications.set(key, r.line);
    }

    let renewalDue: string | null = null;
    if (r.renewalDue) {
      const date = /^\d{4}-\d{2}-\d{2}$/.test(r.renewalDue) ? new Date(`${r.renewalDue}T00:00:00.000Z`) : null;
      if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== r.renewalDue) {
        fail('renewalDue', 'Use a date like 2027-03-31');
      } else renewalDue = date.toISOString();
    }
    return {
      line: r.line,
      name: r.name,
      email,
      companyName: r.companyName || null,
      classification: r.classification || null,
      phone: r.phone || null,
      role: role ?? r.role,
      renewalDue,
      errors,
    };
  });
  const errorCount = rows.filter((r) => r.errors.length > 0).length;
  return { rows, validCount: rows.length - errorCount, errorCount, fileErrors };
}
