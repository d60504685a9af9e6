import type { AgendaSegment } from '@chapter/shared/agenda.schemas';
import { formatTime } from '../../../../lib/format/index.ts';
import { useMessages } from '../../../../lib/i18n/use-messages.ts';
import { agendaMessages } from '../messages.ts';

interface Props {
  segments: readonly AgendaSegment[];
  leads: ReadonlyArray<{ id: number; name: string }>;
  /** The meeting's start and zone: each segment then shows the time it begins. */
  startsAt?: string;
  timezone?: string;
}

/** The agenda as the chapter reads it: each segment with its start (on a meeting), length, speaker time and leader. */
export function AgendaList({ segments, leads, startsAt, timezone }: Props) {
  const t = useMessages(agendaMessages);
  let offset = 0;
  return (
    <ol className="flex flex-col divide-y text-sm">
      {segments.map((s, i) => {
        const begins = startsAt ? new Date(Date.parse(startsAt) + offset * 60_000).toISOString() : undefined;
        offset += s.minutes;
        const lead = leads.find((l) => l.id === s.leadUserId);
        return (
          // Segments have no id of their own; their order is what identifies them.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is read-only and redrawn whole.
          <li key={i} className="flex flex-col gap-0.5 py-2">
            <span className="font-medium">{s.title ?? t('kindName', { kind: s.kind })}</span>
            <span className="text-muted-foreground">
              {begins && timezone
                ? t('at', { time: formatTime(begins, timezone), minutes: s.minutes })
                : t('at', { time: `${i + 1}.`, minutes: s.minutes })}
              {s.speakerSeconds !== null && ` · ${t('speakerLine', { seconds: s.speakerSeconds })}`}
              {lead && ` · ${t('ledBy', { name: lead.name })}`}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
