import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../../components/ui/button.tsx';
import { cn } from '../../../../lib/cn.ts';
import { useMessages } from '../../../../lib/i18n/use-messages.ts';
import { runMessages } from '../messages.ts';
import { type HeldRun, isTimed, speakersNow } from '../run-clock.ts';
import { RunTimer, SpeakerName, useSegmentName } from './run-parts.tsx';

interface Props {
  run: HeldRun;
  userId: number;
  /** Opens the quick slip: offered during the referral round. */
  onPassSlip?: () => void;
  /** The run screen's link, for those who may drive the run. */
  showRunLink?: boolean;
}

/**
 * A phone in the room (docs/meeting-mode.md "The parts"): the segment, its timer, who speaks, "you are next" one
 * speaker ahead, and the quick slip during the referral round.
 */
export function RunNowCard({ run, userId, onPassSlip, showRunLink = false }: Props) {
  const t = useMessages(runMessages);
  const name = useSegmentName();
  if (!isTimed(run)) return null;
  const speakers = speakersNow(run);
  const segment = run.segments[run.segmentIndex];
  const speaking = speakers?.current?.kind === 'member' && speakers.current.userId === userId;
  const next = speakers?.next?.kind === 'member' && speakers.next.userId === userId;
  return (
    <section
      aria-labelledby="run-now"
      data-run-version={run.version}
      className={cn(
        'flex flex-col gap-3 rounded-xl border bg-card p-4',
        (next || speaking) && 'border-primary ring-2 ring-primary/40',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="run-now" className="text-sm font-medium text-muted-foreground">
            {t('nowTitle')}
          </h2>
          <p className="text-xl font-semibold">{name(segment)}</p>
        </div>
        <RunTimer run={run} className="text-3xl" />
      </div>
      {(next || speaking) && (
        <p
          role="status"
          className="rounded-lg bg-primary px-3 py-2 text-center text-lg font-semibold text-primary-foreground"
        >
          {speaking ? t('youAreSpeaking') : t('youAreNext')}
        </p>
      )}
      {speakers?.current && (
        <p className="text-sm">
          <span className="text-muted-foreground">{t('speaking')}: </span>
          <SpeakerName speaker={speakers.current} className="font-medium" />
        </p>
      )}
      {speakers?.next && !next && (
        <p className="text-sm text-muted-foreground">{t('nextUp', { name: speakers.next.name })}</p>
      )}
      <div className="flex flex-wrap gap-2">
        {segment?.kind === 'referrals' && onPassSlip && <Button onClick={onPassSlip}>{t('passSlip')}</Button>}
        {showRunLink && (
          <Link to={webPath(webPaths.meetingRun, { meetingId: run.meetingId })} className={buttonClasses('secondary')}>
            {t('openRun')}
          </Link>
        )}
      </div>
    </section>
  );
}
