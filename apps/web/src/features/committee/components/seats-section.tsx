import { Users } from 'lucide-react';
import { EmptyState, ErrorState, LoadingCards } from '../../../components/ui/list-states.tsx';
import { SwitchRow } from '../../../components/ui/switch.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyDone, notifyFailed } from '../../../lib/notify.ts';
import { useSetSeat } from '../api/mutations.ts';
import { useSeats } from '../api/queries.ts';
import { committeeMessages } from '../messages.ts';

/** Leaders (manage_members) seat the group's active members on the committee, or relieve them of it. */
export function SeatsSection() {
  const t = useMessages(committeeMessages);
  const seats = useSeats();
  const setSeat = useSetSeat();
  const toggle = async (userId: number, seated: boolean) => {
    try {
      const res = await setSeat.mutateAsync({ userId, seated });
      notifyDone(t('seatsChanged'), res.message);
    } catch (err) {
      notifyFailed(t('notSaved'), err, t('tryAgain'));
    }
  };
  return (
    <section className="flex flex-col gap-2" aria-labelledby="committee-seats">
      <h2 id="committee-seats" className="text-lg font-semibold">
        {t('seats')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('seatsIntro')}</p>
      {seats.isPending ? (
        <LoadingCards count={2} className="sm:grid-cols-1 lg:grid-cols-1" />
      ) : seats.isError ? (
        <ErrorState message={seats.error.message} onRetry={() => void seats.refetch()} />
      ) : seats.data.items.length === 0 ? (
        <EmptyState icon={Users} title={t('noMembers')} />
      ) : (
        <div className="divide-y rounded-2xl border bg-card px-4">
          {seats.data.items.map((m) => (
            <SwitchRow
              key={m.userId}
              label={m.name}
              description={[m.role, m.classification].filter(Boolean).join(' · ')}
              checked={m.seated}
              disabled={setSeat.isPending}
              onChange={(seated) => void toggle(m.userId, seated)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
