/** Imported history (migration 0031, docs/imports.md); column conventions in column-types.ts. */
import type { Generated } from 'kysely';
import type { Timestamp } from './column-types.ts';

/** One confirmed import of a file: what it held and what it did. */
export interface ImportBatchTable {
  id: Generated<number>;
  group_id: number;
  /** 'roster', 'palms' or 'slips'. */
  kind: string;
  file_name: string;
  rows_created: number;
  rows_updated: number;
  rows_unchanged: number;
  rows_skipped: number;
  created_by: number | null;
  created_at: Timestamp;
}

/** A row an import applied: a second import of the same row finds its key and writes nothing. */
export interface ImportRowTable {
  group_id: number;
  /** sha256 of the kind and the row's normalised content (and its repeat number in the file). */
  row_key: string;
  batch_id: number;
}
