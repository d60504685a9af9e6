import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { ErrorState, LoadingCards } from '../../../../components/ui/list-states.tsx';
import { useMessages } from '../../../../lib/i18n/use-messages.ts';
import { notifyDone } from '../../../../lib/notify.ts';
import { useMeetingAgenda, useResetMeetingAgenda, useSaveMeetingAgenda } from '../api/agenda.ts';
import { agendaMessages } from '../messages.ts';
import { AgendaEditor } from './agenda-editor.tsx';
import { AgendaList } from './agenda-list.tsx';

interface Props {
  meetingId: number;
  startsAt: string;
  timezone: string;
  /** A leader may change it: manage_meetings, the meeting neither over nor cancelled. */
  editable: boolean;
}

/** The meeting's agenda on its page (docs/meeting-mode.md): read by the chapter, changed that morning by a leader. */
export function MeetingAgendaCard({ meetingId, startsAt, timezone, editable }: Props) {
  const t = useMessages(agendaMessages);
  const agenda = useMeetingAgenda(meetingId);
  const save = useSaveMeetingAgenda(meetingId);
  const reset = useResetMeetingAgenda(meetingId);
  const [editing, setEditing] = useState(false);
  return (
    <section aria-labelledby="meeting-agenda" className="flex flex-col gap-3 rounded-xl border bg-card p-4">
      <h2 id="meeting-agenda" className="font-semibold">
        {t('agenda')}
      </h2>
      {agenda.isPending ? (
        <LoadingCards count={1} className="sm:grid-cols-1 lg:grid-cols-1" />
      ) : agenda.isError ? (
        <ErrorState message={agenda.error.message} onRetry={() => void agenda.refetch()} />
      ) : editing ? (
        <AgendaEditor
          segments={agenda.data.segments}
          onCancel={() => setEditing(false)}
          onSave={async (segments) => {
            await save.mutateAsync(segments);
            setEditing(false);
            notifyDone(t('saved'));
          }}
        />
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {agenda.data.source === 'meeting' ? t('ownAgenda') : t('followsTemplate')}{' '}
            {t('total', { minutes: agenda.data.totalMinutes })}
          </p>
          <AgendaList
            segments={agenda.data.segments}
            leads={agenda.data.leads}
            startsAt={startsAt}
            timezone={timezone}
          />
          {editable && (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => setEditing(true)}>
                {t('editThis')}
              </Button>
              {agenda.data.source === 'meeting' && (
                <Button variant="ghost" loading={reset.isPending} onClick={() => reset.mutate()}>
                  {t('useTemplate')}
                </Button>
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}
