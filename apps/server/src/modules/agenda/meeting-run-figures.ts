import type { RunFigures } from '@chapter/shared/meeting-run.schemas';
import type { AppContext } from '../../lib/context.ts';
import { localParts } from '../../lib/zoned-time.ts';
import { meetingWeekFigures } from '../summary/weekly-figures.ts';

interface FiguresMeeting {
  group_id: number;
  starts_at: string;
  timezone: string;
}

/**
 * The numbers read out at the referral round (docs/meeting-mode.md "The presenter screen"): the PALMS week that
 * ends on the meeting's day, counted as the weekly summary and the PALMS report count it, up to now.
 */
export async function runFigures(ctx: AppContext, meeting: FiguresMeeting): Promise<RunFigures> {
  const day = localParts(new Date(meeting.starts_at), meeting.timezone).date;
  const s = await meetingWeekFigures(
    ctx.db,
    { id: meeting.group_id, timezone: meeting.timezone },
    day,
    ctx.clock.now(),
  );
  return {
    week: s.week,
    referrals: s.values.referralsInside + s.values.referralsOutside,
    thanksCents: s.values.tyfcbCents,
    currency: s.currency,
    visitors: s.values.visitors,
    attended: s.values.present + s.values.late + s.values.substitute,
  };
}
