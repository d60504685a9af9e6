import { AppError } from './app-error.ts';

/**
 * Opaque keyset cursors: the last row's sort key as base64url JSON ([name, id], [due, id]). The client
 * passes it back unchanged; a cursor that does not decode to the expected shape is a 400.
 */
export function encodeCursor(key: ReadonlyArray<string | number>): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The [sort value, id] pair a cursor carries (every keyset of this app is a text or date column plus an id). */
export function decodeCursor(cursor: string | undefined): [string, number] | undefined {
  if (cursor === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 2 || typeof parsed[0] !== 'string' || !Number.isInteger(parsed[1])) {
    throw new AppError('VALIDATION_ERROR', 'Invalid cursor', {
      details: [{ field: 'cursor', message: 'Invalid cursor' }],
    });
  }
  return parsed as [string, number];
}
