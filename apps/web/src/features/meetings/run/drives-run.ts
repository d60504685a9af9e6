import type { MeetingRun } from '@chapter/shared/meeting-run.schemas';
import type { Profile } from '@chapter/shared/profile.schemas';
import { can } from '../../../lib/permissions.ts';

/** Who drives the run (docs/meeting-mode.md "Who leads"): the leaders with manage_meetings, or the member named. */
export const drivesRun = (user: Profile, run: Pick<MeetingRun, 'lead'>): boolean =>
  can(user, 'manage_meetings') || run.lead?.userId === user.id;
