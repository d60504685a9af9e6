import { z } from 'zod';
import { ATTENDANCE_STATUSES } from './attendance.ts';
import { walkInRequest } from './meetings.schemas.ts';

/**
 * Check-in by QR code (docs/meeting-mode.md "Check-in without the Secretary"). A code names its meeting and its
 * 30-second slice and is signed by the server, so nothing is stored: `<meeting>-<slice>-<signature>`.
 */
export const CHECK_IN_SLICE_SECONDS = 30;

/** Why a scan was refused: the `reason` of the error answer, so the page says what to do for each. */
export const CHECK_IN_REFUSALS = [
  'unknownCode',
  'otherMeeting',
  'expired',
  'otherChapter',
  'notMember',
  'cancelled',
] as const;
export type CheckInRefusal = (typeof CHECK_IN_REFUSALS)[number];

export const checkInCodeParams = z.strictObject({ meetingId: z.coerce.number().int().positive() });
export const checkInCodeResponse = z.object({
  code: z.string(),
  /** What the QR code encodes: the app's check-in page for this code. */
  url: z.string(),
  /** When the screen shows the next code (the code itself is still taken for one slice after it). */
  expiresAt: z.string(),
  /** The server's clock when it answered: the screen corrects its own by it. */
  serverNow: z.string(),
});
export type CheckInCode = z.infer<typeof checkInCodeResponse>;

/** Anything longer or of other letters is no code of ours; it is refused before any work. */
export const checkInParams = z.strictObject({ code: z.string().min(1).max(64) });

export const checkInResponse = z.object({
  meetingId: z.number().int(),
  meetingTitle: z.string(),
  startsAt: z.string(),
  timezone: z.string(),
  /** The mark that stands: the scan's, or one a leader recorded before it. */
  status: z.enum(ATTENDANCE_STATUSES),
  recordedAt: z.string(),
  /** True when a mark was already there (a leader's, or an earlier scan): the scan changed nothing. */
  alreadyMarked: z.boolean(),
});
export type CheckInResult = z.infer<typeof checkInResponse>;

/** A visitor at the meeting gives their name and how to reach them; who invited them is for the leaders to add. */
export const visitorCheckInRequest = walkInRequest.omit({ invitedBy: true });
export type VisitorCheckIn = z.input<typeof visitorCheckInRequest>;
export const visitorCheckInResponse = z.object({
  meetingTitle: z.string(),
  startsAt: z.string(),
  timezone: z.string(),
  name: z.string(),
});
export type VisitorCheckInResult = z.infer<typeof visitorCheckInResponse>;
