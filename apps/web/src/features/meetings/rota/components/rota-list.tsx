import type { RotaSlot } from '@chapter/shared/speaker-rota.schemas';
import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { Link } from 'react-router';
import { Avatar } from '../../../../components/ui/avatar.tsx';
import { useMessages } from '../../../../lib/i18n/use-messages.ts';
import { formatWhen } from '../../components/meeting-format.ts';
import { rotaMessages } from '../messages.ts';

/** The rota as every member reads it: each chapter meeting's date, presenter and topic. */
export function RotaList({ slots }: { slots: readonly RotaSlot[] }) {
  const t = useMessages(rotaMessages);
  return (
    <ul className="flex flex-col gap-2">
      {slots.map((s) => (
        <li key={s.meetingId} className="flex items-center gap-3 rounded-lg border bg-card px-3 py-2">
          {s.presenter ? (
            <Avatar name={s.presenter.name} src={s.presenter.avatarUrl} size={96} className="size-10 shrink-0" />
          ) : (
            <span className="size-10 shrink-0 rounded-full border border-dashed" aria-hidden="true" />
          )}
          <div className="min-w-0 flex-1">
            <Link
              to={webPath(webPaths.meeting, { meetingId: s.meetingId })}
              className="block truncate text-sm text-muted-foreground hover:underline"
            >
              {formatWhen(s.startsAt, s.timezone)}
            </Link>
            {s.meetingStatus === 'cancelled' ? (
              <p className="text-sm text-muted-foreground">{t('cancelled')}</p>
            ) : s.presenter ? (
              <p className="text-sm break-words">
                <span className="font-medium">{s.presenter.name}</span>
                {s.presenter.classification && ` · ${s.presenter.classification}`}
                {s.topic && <span className="block text-muted-foreground">{s.topic}</span>}
              </p>
            ) : (
              <p className="text-sm text-muted-foreground">{t('open')}</p>
            )}
          </div>
          {s.status === 'swapRequested' && (
            <span className="shrink-0 rounded-full bg-muted px-2 py-0.5 text-xs">{t('swapPending')}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
