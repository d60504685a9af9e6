/**
 * What a history import reads (docs/imports.md), without schemas: the web's mapping step shows these without loading
 * validation code. The schemas module re-exports them. Not named `*.labels.ts`: the web bundles those into the
 * client core every page loads (apps/web/vite.config.ts), and only the import screen needs these.
 */

/** The kinds of file a chapter moves in with: BNI Connect's roster, PALMS attendance report and slips report. */
export const IMPORT_KINDS = ['roster', 'palms', 'slips'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/**
 * Each kind's fields, in the order the mapping step lists them; a PALMS report's week columns are found by their
 * dates, not mapped. A member is named either by one Name column or by First and Last Name.
 */
export const IMPORT_FIELDS = {
  roster: ['firstName', 'lastName', 'name', 'email', 'company', 'classification', 'phone'],
  palms: ['firstName', 'lastName', 'name', 'email'],
  slips: ['from', 'to', 'slipType', 'scope', 'amount', 'credits', 'detail', 'date'],
} as const satisfies Record<ImportKind, readonly string[]>;
export type ImportField = (typeof IMPORT_FIELDS)[ImportKind][number];

/** Fields a file of the kind must have a column for (besides a name: Name, or First and Last Name). */
export const REQUIRED_IMPORT_FIELDS: Record<ImportKind, readonly ImportField[]> = {
  roster: ['email'],
  palms: [],
  slips: ['from', 'to', 'slipType'],
};

export const IMPORT_OUTCOMES = ['create', 'update', 'unchanged', 'skipped', 'error'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

/** The largest file read (bytes): BNI exports of a chapter's six months are a few hundred kilobytes. */
export const IMPORT_FILE_MAX_BYTES = 2 * 1024 * 1024;
/** The most data rows one file may hold (the 5,000-row slips file of the bench fits twice). */
export const IMPORT_MAX_DATA_ROWS = 10_000;
