import { z } from 'zod';
import { IMPORT_FILE_MAX_BYTES, IMPORT_KINDS, IMPORT_OUTCOMES } from './imports.layouts.ts';
import { said } from './validation/said.ts';

export {
  IMPORT_FIELDS,
  IMPORT_FILE_MAX_BYTES,
  IMPORT_KINDS,
  IMPORT_MAX_DATA_ROWS,
  IMPORT_OUTCOMES,
  type ImportField,
  type ImportKind,
  type ImportOutcome,
  REQUIRED_IMPORT_FIELDS,
} from './imports.layouts.ts';

/** Contracts of the history import (docs/imports.md): preview, then a dry run or the import itself. */

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, said('importWeekDay'));

/** Base64 grows a file by a third; the limit is on the file. */
const base64Max = Math.ceil(IMPORT_FILE_MAX_BYTES / 3) * 4;

export const historyImportRequest = z.strictObject({
  groupId: z.number().int().positive().optional(),
  fileName: z.string().trim().min(1, said('chooseImportFile')).max(200),
  /** The file's bytes, base64: CSV or XLSX, told apart by their content. */
  content: z
    .string()
    .min(1, said('chooseImportFile'))
    .max(base64Max, said('importFileTooLarge', { size: IMPORT_FILE_MAX_BYTES / 1024 / 1024 })),
  /** What the file holds; found from its headers when left out. */
  kind: z.enum(IMPORT_KINDS).optional(),
  /** Field → the file's header holding it; the layouts' own headers are found without it. */
  mapping: z.record(z.string(), z.string().max(200)).optional(),
  /** The week (its meeting day) slips without a date column belong to. */
  week: day.optional(),
  /** A name the file uses (as the preview lists it) → the member it means, or null to leave its rows out. */
  matches: z.record(z.string().max(200), z.number().int().positive().nullable()).optional(),
});
export type HistoryImportRequest = z.infer<typeof historyImportRequest>;

export const historyImportConfirm = historyImportRequest.extend({
  /** Runs the whole import and rolls it back: what would be written, with nothing written. */
  dryRun: z.boolean(),
});
export type HistoryImportConfirm = z.infer<typeof historyImportConfirm>;

const counts = z.object({
  create: z.number(),
  update: z.number(),
  unchanged: z.number(),
  skipped: z.number(),
  error: z.number(),
});
export type ImportCounts = z.infer<typeof counts>;

export const importPlanRow = z.object({
  /** The row's number in the file (the header is row 1). */
  row: z.number(),
  outcome: z.enum(IMPORT_OUTCOMES),
  /** What the row says, in a few words ("Referral: Ann Archer → Bo Lee"). */
  summary: z.string(),
  /** The file's column at fault (error) or the reason's column, when there is one. */
  column: z.string().nullable(),
  /** Why it is skipped or in error; null otherwise. */
  reason: z.string().nullable(),
});
export type ImportPlanRow = z.infer<typeof importPlanRow>;

export const importNameMatch = z.object({
  /** The name as the file writes it (the key of `matches`). */
  name: z.string(),
  /** The member it matched or was matched to; null when no one is (yet). */
  userId: z.number().nullable(),
  by: z.enum(['email', 'name', 'manual', 'skipped', 'none']),
  /** Rows that use it. */
  rows: z.number(),
});
export type ImportNameMatch = z.infer<typeof importNameMatch>;

export const historyImportPreview = z.object({
  kind: z.enum(IMPORT_KINDS).nullable(),
  headers: z.array(z.string()),
  /** Field → header used (the given mapping, else the headers found). */
  mapping: z.record(z.string(), z.string()),
  /** Required fields without a column: the mapping step asks for them, and nothing is planned until then. */
  missing: z.array(z.string()),
  /** A slips file without a date column needs the week. */
  needsWeek: z.boolean(),
  rows: z.array(importPlanRow),
  counts,
  names: z.array(importNameMatch),
  /** The chapter's members, for the manual match. */
  members: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type HistoryImportPreview = z.infer<typeof historyImportPreview>;

export const historyImportResult = z.object({
  dryRun: z.boolean(),
  counts,
  /** Records written (attendance marks, activity records, members), or that would be in a dry run. */
  written: z.object({ members: z.number(), meetings: z.number(), attendance: z.number(), activity: z.number() }),
});
export type HistoryImportResult = z.infer<typeof historyImportResult>;
