import { AppError } from '../../lib/app-error.ts';

/** A source's keyset position: the sort key of the last hit shown, e.g. [name, id] or [id]. */
export type Position = ReadonlyArray<string | number>;

/**
 * The cursor of one kind of result: each source's position, or null once the source has nothing more. A source
 * not named has not started (a source added since the cursor was made starts from its beginning).
 */
export type KindCursor = Record<string, Position | null>;

export const invalidCursor = () =>
  new AppError('VALIDATION_ERROR', 'Invalid cursor', { details: [{ field: 'cursor', message: 'Invalid cursor' }] });

export const encodeKindCursor = (cursor: KindCursor): string =>
  Buffer.from(JSON.stringify(cursor)).toString('base64url');

/** Ids are 32-bit on PostgreSQL, which refuses a larger parameter rather than finding nothing. */
const isKeyPart = (v: unknown) =>
  typeof v === 'string' || (typeof v === 'number' && Number.isInteger(v) && Math.abs(v) <= 2_147_483_647);

const isPosition = (value: unknown): value is Position =>
  Array.isArray(value) && value.length > 0 && value.length <= 4 && value.every(isKeyPart);

/** The cursor a client passed back; anything not shaped like one is a 400. */
export function decodeKindCursor(text: string): KindCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw invalidCursor();
  const entries = Object.entries(parsed);
  if (entries.length === 0 || !entries.every(([, v]) => v === null || isPosition(v))) throw invalidCursor();
  return Object.fromEntries(entries) as KindCursor;
}
