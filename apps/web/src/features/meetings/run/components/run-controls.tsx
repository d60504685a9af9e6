import type { RunCommand } from '@chapter/shared/meeting-run.schemas';
import { ChevronRight, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { useMessages } from '../../../../lib/i18n/use-messages.ts';
import { notifyFailed } from '../../../../lib/notify.ts';
import { useRunCommand } from '../api/run.ts';
import { runMessages } from '../messages.ts';
import type { HeldRun } from '../run-clock.ts';

/**
 * The leader's buttons (docs/meeting-mode.md "The run"): start, back, pause or resume, a minute more, next (the next
 * speaker inside the commercials), and end, asked twice. The arrow keys step too, for a clicker on a laptop.
 */
export function RunControls({ run }: { run: HeldRun }) {
  const t = useMessages(runMessages);
  const command = useRunCommand(run.meetingId);
  const [endAsked, setEndAsked] = useState(false);
  const send = (c: RunCommand) => {
    setEndAsked(false);
    command.mutate({ command: c, version: run.version }, { onError: (err) => notifyFailed(t('commandFailed'), err) });
  };
  const live = run.state === 'running' || run.state === 'paused';
  const busy = command.isPending;

  useEffect(() => {
    if (!live) return;
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (busy || e.altKey || e.ctrlKey || e.metaKey || target?.closest('input, select, textarea')) return;
      if (e.key === 'ArrowRight' || e.key === 'PageDown') send('next');
      else if (e.key === 'ArrowLeft' || e.key === 'PageUp') send('back');
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  if (run.state === 'idle') {
    return (
      <Button size="lg" className="w-full" disabled={busy} onClick={() => send('start')}>
        {t('start')}
      </Button>
    );
  }
  if (!live) return null;
  const inSpeakers = run.speakerIndex !== null && run.speakerIndex < run.speakers.length - 1;
  const last = run.segmentIndex === run.segments.length - 1 && !inSpeakers;
  return (
    <div className="flex flex-col gap-2">
      <Button size="lg" className="w-full" disabled={busy} onClick={() => send('next')}>
        {inSpeakers ? t('nextSpeaker') : last ? t('finish') : t('nextSegment')} <ChevronRight aria-hidden="true" />
      </Button>
      <div className="grid grid-cols-3 gap-2">
        <Button variant="secondary" disabled={busy} onClick={() => send('back')}>
          {t('back')}
        </Button>
        {run.state === 'paused' ? (
          <Button variant="secondary" disabled={busy} onClick={() => send('resume')}>
            {t('resume')}
          </Button>
        ) : (
          <Button variant="secondary" disabled={busy} onClick={() => send('pause')}>
            {t('pause')}
          </Button>
        )}
        <Button variant="secondary" disabled={busy} onClick={() => send('extend')}>
          <Plus aria-hidden="true" /> {t('extend')}
        </Button>
      </div>
      {endAsked ? (
        <fieldset aria-label={t('end')} className="flex flex-wrap items-center gap-2 rounded-lg border p-3">
          <p className="w-full text-sm">{t('endConfirm')}</p>
          <Button variant="destructive" disabled={busy} onClick={() => send('end')}>
            {t('end')}
          </Button>
          <Button variant="secondary" onClick={() => setEndAsked(false)}>
            {t('keepGoing')}
          </Button>
        </fieldset>
      ) : (
        <Button variant="ghost" disabled={busy} onClick={() => setEndAsked(true)}>
          {t('end')}
        </Button>
      )}
    </div>
  );
}
