import type { RotaSlot } from '@chapter/shared/speaker-rota.schemas';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { ScreenIntro } from '../../../../components/layout/screen-intro.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingCards } from '../../../../components/ui/list-states.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { useMessages } from '../../../../lib/i18n/use-messages.ts';
import { failureReason } from '../../../../lib/notify.ts';
import { formatWhen } from '../../components/meeting-format.ts';
import { useMemberOptions } from '../../member-options.ts';
import { useAssignPresenter, useSpeakerRota } from '../api/rota.ts';
import { rotaMessages } from '../messages.ts';

/**
 * /admin/speaker-rota: the coming 12 weeks of chapter meetings, a presenter picked for each, cleared, the server's
 * refusal (a member twice within four weeks, say) shown on its row (docs/meeting-mode.md "Built so far: the rota").
 */
export function RotaAdminScreen() {
  const t = useMessages(rotaMessages);
  const rota = useSpeakerRota();
  const members = useMemberOptions();
  return (
    <ScreenIntro title={t('adminTitle')} description={t('adminIntro')}>
      {rota.isPending ? (
        <LoadingCards count={4} className="sm:grid-cols-1 lg:grid-cols-1" />
      ) : rota.isError ? (
        <ErrorState message={rota.error.message} onRetry={() => void rota.refetch()} />
      ) : rota.data.slots.length === 0 ? (
        <EmptyState icon={CalendarDays} title={t('noMeetings')}>
          <p>{t('noMeetingsAdmin')}</p>
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-3">
          {rota.data.slots.map((slot) => (
            <li key={slot.meetingId}>
              <RotaRow slot={slot} options={members.options} />
            </li>
          ))}
        </ul>
      )}
    </ScreenIntro>
  );
}

function RotaRow({ slot, options }: { slot: RotaSlot; options: Array<{ value: string; label: string }> }) {
  const t = useMessages(rotaMessages);
  const assign = useAssignPresenter();
  const [problem, setProblem] = useState<string>();
  const cancelled = slot.meetingStatus === 'cancelled';
  const when = formatWhen(slot.startsAt, slot.timezone);
  // A presenter who has since left the chapter stays readable on their row.
  const presenter = slot.presenter;
  const choices =
    presenter && !options.some((o) => o.value === String(presenter.id))
      ? [...options, { value: String(presenter.id), label: presenter.name }]
      : options;
  const set = async (userId: number | null) => {
    setProblem(undefined);
    try {
      await assign.mutateAsync({ meetingId: slot.meetingId, userId });
    } catch (err) {
      setProblem(failureReason(err));
    }
  };
  return (
    <div className="flex flex-col gap-2 rounded-xl border bg-card p-3 sm:flex-row sm:items-end">
      <div className="min-w-0 sm:w-56">
        <p className="text-sm font-medium">{when}</p>
        <p className="truncate text-xs text-muted-foreground">{slot.title}</p>
        {cancelled && <p className="text-xs text-muted-foreground">{t('cancelled')}</p>}
        {slot.status === 'swapRequested' && slot.swapWith && (
          <p className="text-xs text-muted-foreground">
            {t('swapAskedNote', { name: presenter?.name ?? '', partner: slot.swapWith.name })}
          </p>
        )}
      </div>
      <SelectField
        label={t('presenterFor', { when })}
        hideLabel
        className="sm:flex-1"
        disabled={cancelled || assign.isPending}
        options={[{ value: '', label: t('nobodyYet') }, ...choices]}
        value={presenter ? String(presenter.id) : ''}
        error={problem}
        onChange={(e) => void set(e.target.value === '' ? null : Number(e.target.value))}
      />
      {presenter && !cancelled && (
        <Button
          variant="ghost"
          aria-label={t('clearFor', { when })}
          loading={assign.isPending}
          onClick={() => void set(null)}
        >
          {t('clear')}
        </Button>
      )}
    </div>
  );
}
