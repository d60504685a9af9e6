import { CalendarDays } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ScreenIntro } from '../../../../components/layout/screen-intro.tsx';
import { EmptyState, ErrorState, LoadingCards } from '../../../../components/ui/list-states.tsx';
import { useMessages } from '../../../../lib/i18n/use-messages.ts';
import { useCurrentUser } from '../../../../lib/session.ts';
import { useSpeakerRota } from '../api/rota.ts';
import { rotaMessages } from '../messages.ts';
import { MyPresentationCard, SwapRequestCard } from './my-presentation-card.tsx';
import { RotaList } from './rota-list.tsx';

/**
 * /speaker-rota: who presents at the coming chapter meetings, readable by every member; above it the member's own
 * presentation (their sheet, a swap) and any swap asked of them (docs/meeting-mode.md "Built so far: the rota").
 */
export function RotaScreen() {
  const t = useMessages(rotaMessages);
  const user = useCurrentUser();
  const rota = useSpeakerRota();
  const [params] = useSearchParams();
  const open = (rota.data?.slots ?? []).filter((s) => s.meetingStatus === 'scheduled');
  const mine = open.filter((s) => s.presenter?.id === user.id);
  const asked = open.filter((s) => s.status === 'swapRequested' && s.swapWith?.id === user.id);
  return (
    <ScreenIntro title={t('rotaTitle')} description={t('rotaIntro')}>
      {rota.isPending ? (
        <LoadingCards count={3} className="sm:grid-cols-1 lg:grid-cols-1" />
      ) : rota.isError ? (
        <ErrorState message={rota.error.message} onRetry={() => void rota.refetch()} />
      ) : rota.data.slots.length === 0 ? (
        <EmptyState icon={CalendarDays} title={t('noMeetings')} />
      ) : (
        <>
          {asked.map((s) => (
            <SwapRequestCard key={`asked-${s.meetingId}`} slot={s} />
          ))}
          {mine.map((s) => (
            <MyPresentationCard
              key={s.meetingId}
              slot={s}
              userId={user.id}
              startEditing={params.get('meeting') === String(s.meetingId)}
            />
          ))}
          <RotaList slots={rota.data.slots} />
        </>
      )}
    </ScreenIntro>
  );
}
