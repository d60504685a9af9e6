import type {
  CheckInCode,
  CheckInRefusal,
  CheckInResult,
  VisitorCheckIn,
  VisitorCheckInResult,
} from '@chapter/shared/check-in.schemas';
import type { ErrorCode } from '@chapter/shared/errors';
import { toStamp } from '../../db/sql-values.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import type { Principal } from '../../lib/principal.ts';
import { consume, createLimiter, type Limiter, rateLimitError } from '../../lib/rate-limit.ts';
import type { AttendanceService } from './attendance.service.ts';
import { findOwnSeat } from './check-in.repository.ts';
import { checkInKey, makeCode, readCode, sliceAt, sliceEndsAt } from './check-in-codes.ts';
import { findMeeting } from './meetings.repository.ts';
import type { MeetingsService } from './meetings.service.ts';

/** Check-in opens an hour before the start and closes at the planned end (docs/meeting-mode.md). */
const OPENS_BEFORE_MS = 3_600_000;
/** A member's code is taken in its own slice and the next; a visitor has ten minutes to fill in the form. */
const MEMBER_SLICES = 2;
const VISITOR_SLICES = 20;
/** Codes that are not ours, per member or per address; a real code, even an expired one, costs nothing. */
const GUESSES = { points: 10, duration: 10 * 60 };
/** Visitors signed in from one address: a room shares one network, a chapter has a handful of visitors. */
const VISITORS = { points: 20, duration: 60 * 60 };

type Meeting = NonNullable<Awaited<ReturnType<typeof findMeeting>>>;

const refused = (code: ErrorCode, reason: CheckInRefusal, message: string) => new AppError(code, message, { reason });

/**
 * Check-in by QR code (docs/meeting-mode.md "Check-in without the Secretary"): the projector shows a code that
 * changes every 30 seconds; a member who scans it is marked present, or late after the start, through the door
 * grid's own write, so the grid follows live and a leader corrects it there. A visitor signs in as a walk-in.
 */
export class CheckInService {
  private readonly key: Buffer;
  private readonly guesses: Limiter;
  private readonly visitors: Limiter;

  constructor(
    private readonly ctx: AppContext,
    private readonly meetings: MeetingsService,
    private readonly attendance: AttendanceService,
  ) {
    this.key = checkInKey(ctx.config.jwtSecret);
    this.guesses = createLimiter({ keyPrefix: 'check-in-guess', ...GUESSES }, ctx.redis);
    this.visitors = createLimiter({ keyPrefix: 'check-in-visitor', ...VISITORS }, ctx.redis);
  }

  /** The screen's code for now, the address it encodes, and when the next one is due. */
  async code(caller: Principal, meetingId: number): Promise<CheckInCode> {
    const m = await this.meetings.visible(caller, meetingId);
    if (m.status === 'cancelled') throw refused('CONFLICT', 'cancelled', 'The meeting was cancelled');
    const now = this.ctx.clock.now();
    if (!this.open(m, now.getTime())) {
      throw new AppError(
        'CONFLICT',
        'Check-in by code opens an hour before the meeting starts and closes at its planned end',
      );
    }
    const slice = sliceAt(now.getTime());
    const code = makeCode(this.key, meetingId, slice);
    return {
      code,
      url: `${this.ctx.config.appUrl}/check-in/${code}`,
      expiresAt: toStamp(sliceEndsAt(slice)),
      serverNow: toStamp(now),
    };
  }

  /** The caller marks themselves: present up to the start, late after it; a mark already made stands. */
  async checkIn(caller: Principal, code: string): Promise<CheckInResult> {
    const { m, now } = await this.meetingOf(code, `member:${caller.userId}`, MEMBER_SLICES);
    if (caller.groupId !== m.group_id) {
      throw refused('PERMISSION_DENIED', 'otherChapter', "This code is for another chapter's meeting");
    }
    const seat = await findOwnSeat(this.ctx.db, m.id, m.group_id, caller.userId);
    if (!seat) {
      throw refused('PERMISSION_DENIED', 'notMember', "Only the chapter's members check in here: visitors sign in");
    }
    const answer = (status: CheckInResult['status'], recordedAt: string, alreadyMarked: boolean) => ({
      meetingId: m.id,
      meetingTitle: m.title,
      startsAt: m.starts_at,
      timezone: m.timezone,
      status,
      recordedAt,
      alreadyMarked,
    });
    if (seat.status) return answer(seat.status, seat.recorded_at as string, true);
    const status = now > Date.parse(m.starts_at) ? 'late' : 'present';
    // One statement that keeps a mark a leader made meanwhile; the door grid hears the change.
    const at = toStamp(new Date(now));
    if (await this.attendance.markSelf(m, caller.userId, status, at)) return answer(status, at, false);
    const stands = await findOwnSeat(this.ctx.db, m.id, m.group_id, caller.userId);
    return answer(stands?.status ?? status, (stands?.recorded_at as string) ?? at, true);
  }

  /** A visitor in the room signs in for the meeting: a walk-in, as a leader would record them at the door. */
  async visitor(code: string, body: VisitorCheckIn, ip: string): Promise<VisitorCheckInResult> {
    const { m } = await this.meetingOf(code, `ip:${ip}`, VISITOR_SLICES);
    const spent = await consume(this.visitors, ip);
    if (!spent.allowed) {
      throw rateLimitError(spent.msBeforeNext, 'Too many visitors signed in from here: ask at the door');
    }
    await this.attendance.recordWalkIn(m, body, null);
    return { meetingTitle: m.title, startsAt: m.starts_at, timezone: m.timezone, name: body.name };
  }

  /**
   * The meeting a code was made for, if it is open for check-in now and the code is recent enough. Guessing costs
   * a point of `who`'s budget; a code of ours is given back its point, however old.
   */
  private async meetingOf(code: string, who: string, slices: number): Promise<{ m: Meeting; now: number }> {
    const spent = await consume(this.guesses, who);
    if (!spent.allowed) {
      throw rateLimitError(spent.msBeforeNext, 'Too many codes that are not ours: wait a few minutes and scan again');
    }
    const read = readCode(this.key, code);
    const m = read && (await findMeeting(this.ctx.db, read.meetingId));
    if (!read || !m) {
      throw refused('NOT_FOUND', 'unknownCode', 'This is not a check-in code: scan the one on the screen');
    }
    await this.guesses.reward(who, 1);
    const now = this.ctx.clock.now().getTime();
    if (m.status === 'cancelled') throw refused('CONFLICT', 'cancelled', 'The meeting was cancelled');
    if (!this.open(m, now)) throw refused('CONFLICT', 'otherMeeting', 'This code is from another meeting');
    // A code from the next slice is taken too: another process's clock may run a little ahead.
    const age = sliceAt(now) - read.slice;
    if (age >= slices || age < -1) {
      throw refused('CONFLICT', 'expired', 'This code has expired: scan the one on the screen now');
    }
    return { m, now };
  }

  private open(m: Meeting, now: number): boolean {
    return now >= Date.parse(m.starts_at) - OPENS_BEFORE_MS && now <= Date.parse(m.ends_at);
  }
}
