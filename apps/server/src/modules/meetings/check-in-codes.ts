import { createHmac, timingSafeEqual } from 'node:crypto';
import { CHECK_IN_SLICE_SECONDS } from '@chapter/shared/check-in.schemas';

/**
 * Check-in codes without storage (docs/meeting-mode.md "Check-in: the codes"): a code names its meeting and its
 * 30-second slice, signed with a key drawn from the server's JWT secret, which every process of one installation
 * shares. Nothing to store, clean up or race on; a code cannot be made without the secret, and a forged one is
 * refused before any database read.
 */
const SLICE_MS = CHECK_IN_SLICE_SECONDS * 1000;
/** 12 base64url letters: 72 bits, with the guesses rate-limited per member and per address. */
const SIGNATURE_LENGTH = 12;
const CODE = /^([0-9a-z]{1,11})-([0-9a-z]{1,11})-([A-Za-z0-9_-]{12})$/;

export const sliceAt = (ms: number): number => Math.floor(ms / SLICE_MS);
export const sliceEndsAt = (slice: number): Date => new Date((slice + 1) * SLICE_MS);

/** The key for codes alone, so a code's signature never doubles as anything signed with the JWT secret. */
export function checkInKey(jwtSecret: string): Buffer {
  return createHmac('sha256', jwtSecret).update('check-in codes').digest();
}

function signature(key: Buffer, meetingId: number, slice: number): string {
  return createHmac('sha256', key).update(`${meetingId}.${slice}`).digest('base64url').slice(0, SIGNATURE_LENGTH);
}

export function makeCode(key: Buffer, meetingId: number, slice: number): string {
  return `${meetingId.toString(36)}-${slice.toString(36)}-${signature(key, meetingId, slice)}`;
}

/** The meeting and slice a code was made for, or undefined when it is not one of ours. */
export function readCode(key: Buffer, code: string): { meetingId: number; slice: number } | undefined {
  const parts = CODE.exec(code);
  if (!parts) return undefined;
  const meetingId = Number.parseInt(parts[1] as string, 36);
  const slice = Number.parseInt(parts[2] as string, 36);
  if (!Number.isSafeInteger(meetingId) || !Number.isSafeInteger(slice) || meetingId < 1) return undefined;
  const expected = Buffer.from(signature(key, meetingId, slice));
  const given = Buffer.from(parts[3] as string);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { meetingId, slice } : undefined;
}
