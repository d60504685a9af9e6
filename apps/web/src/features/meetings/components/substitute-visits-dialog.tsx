import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorState, LoadingCards } from '../../../components/ui/list-states.tsx';
import { formatDate } from '../../../lib/format/index.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGroupTimeZone } from '../../../lib/session.ts';
import { useDoorSubstituteHistory } from '../api/door-substitute.ts';
import { meetingsMessages } from '../messages.ts';

interface Props {
  substituteId: number;
  name: string;
  onClose: () => void;
}

/** A substitute recorded at the door: how to reach them, and each meeting they covered a member at. */
export function SubstituteVisitsDialog({ substituteId, name, onClose }: Props) {
  const t = useMessages(meetingsMessages);
  const history = useDoorSubstituteHistory(substituteId);
  const zone = useGroupTimeZone();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('substituteVisitsTitle', { name })}
      description={t('visitsIntro')}
    >
      {history.isPending && <LoadingCards count={1} className="sm:grid-cols-1 lg:grid-cols-1" />}
      {history.isError && <ErrorState message={history.error.message} onRetry={() => void history.refetch()} />}
      {history.data && (
        <div className="flex flex-col gap-3">
          <p className="text-sm">
            {[history.data.company, history.data.phone, history.data.email].filter(Boolean).join(' · ')}
          </p>
          <ul className="flex flex-col divide-y rounded-xl border" aria-label={t('visits')}>
            {history.data.visits.map((v) => (
              <li key={`${v.meetingId}-${v.memberId}`} className="p-3 text-sm">
                <p className="font-medium">
                  {v.meetingTitle}, {formatDate(v.startsAt, zone)}
                </p>
                <p className="text-muted-foreground">{t('coveringForName', { name: v.memberName })}</p>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Dialog>
  );
}
