import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { Link } from 'react-router';
import { buttonClasses } from '../../../../components/ui/button.tsx';
import { useMessages } from '../../../../lib/i18n/use-messages.ts';
import { useCurrentUser } from '../../../../lib/session.ts';
import { useMeetingRun, useRunLive } from '../api/run.ts';
import { drivesRun } from '../drives-run.ts';
import { runMessages } from '../messages.ts';
import { RunNowCard } from './run-now-card.tsx';
import { RunTimings } from './run-timings.tsx';

interface Props {
  meetingId: number;
  /** Whether the run can still move (until two hours after the meeting's end): only then is it followed live. */
  live: boolean;
  /** Opens the quick slip during the referral round. */
  onPassSlip?: () => void;
}

/**
 * The run on the meeting's page (docs/meeting-mode.md): while it runs, where the meeting is and "you are next";
 * before it, the leaders' way to the run screen; after it, how it ran. Mounted only from an hour before the start.
 */
export function MeetingRunSection({ meetingId, live, onPassSlip }: Props) {
  const t = useMessages(runMessages);
  const user = useCurrentUser();
  const run = useMeetingRun(meetingId);
  useRunLive(meetingId, live);
  if (!run.data) return null;
  const r = run.data;
  const drives = drivesRun(user, r);
  if (r.state === 'ended') return <RunTimings run={r} />;
  if (r.state === 'idle') {
    if (!drives) return null;
    return (
      <Link to={webPath(webPaths.meetingRun, { meetingId })} className={buttonClasses('primary', 'md', 'self-start')}>
        {t('runTitle')}
      </Link>
    );
  }
  return <RunNowCard run={r} userId={user.id} onPassSlip={onPassSlip} showRunLink={drives} />;
}
