import type { RotaSlot } from '@chapter/shared/speaker-rota.schemas';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { ErrorState, LoadingCards } from '../../../../components/ui/list-states.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { useMessages } from '../../../../lib/i18n/use-messages.ts';
import { failureReason, notifyDone } from '../../../../lib/notify.ts';
import { formatWhen } from '../../components/meeting-format.ts';
import { useMemberOptions } from '../../member-options.ts';
import { useFeature, useRequestSwap, useSwapAnswer } from '../api/rota.ts';
import { rotaMessages } from '../messages.ts';
import { RotaSheetForm } from './rota-sheet-form.tsx';

interface Props {
  slot: RotaSlot;
  userId: number;
  /** Opens the sheet's form at once (the reminder e-mail's link names the meeting). */
  startEditing?: boolean;
}

/**
 * "Your feature presentation" (docs/meeting-mode.md "Built so far: the rota"): the presenter's date, their topic and
 * GAINS sheet to edit, and a swap to ask of another member, or the request waiting, to withdraw.
 */
export function MyPresentationCard({ slot, userId, startEditing = false }: Props) {
  const t = useMessages(rotaMessages);
  const feature = useFeature(slot.meetingId);
  const [editing, setEditing] = useState(startEditing);
  return (
    <section
      aria-labelledby={`mine-${slot.meetingId}`}
      className="flex flex-col gap-3 rounded-xl border border-primary/40 bg-card p-4"
    >
      <div>
        <h2 id={`mine-${slot.meetingId}`} className="font-semibold">
          {t('yourPresentation')}
        </h2>
        <p className="text-sm text-muted-foreground">{formatWhen(slot.startsAt, slot.timezone)}</p>
      </div>
      {feature.isPending ? (
        <LoadingCards count={1} className="sm:grid-cols-1 lg:grid-cols-1" />
      ) : feature.isError ? (
        <ErrorState message={feature.error.message} onRetry={() => void feature.refetch()} />
      ) : editing ? (
        <RotaSheetForm meetingId={slot.meetingId} sheet={feature.data?.sheet} onDone={() => setEditing(false)} />
      ) : (
        <>
          <p className="text-sm">
            <span className="font-medium">{t('topic')}:</span> {feature.data?.sheet.topic ?? t('noTopic')}
          </p>
          <div>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {t('editSheet')}
            </Button>
          </div>
        </>
      )}
      {slot.status === 'swapRequested' && slot.swapWith ? (
        <SwapWaiting slot={slot} name={slot.swapWith.name} />
      ) : (
        <AskSwap meetingId={slot.meetingId} userId={userId} />
      )}
    </section>
  );
}

function SwapWaiting({ slot, name }: { slot: RotaSlot; name: string }) {
  const t = useMessages(rotaMessages);
  const answer = useSwapAnswer(slot.meetingId);
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-lg bg-muted p-3 text-sm">
      <span className="flex-1">{t('swapWaiting', { name })}</span>
      <Button variant="ghost" size="sm" loading={answer.isPending} onClick={() => answer.mutate('withdraw')}>
        {t('withdraw')}
      </Button>
    </div>
  );
}

function AskSwap({ meetingId, userId }: { meetingId: number; userId: number }) {
  const t = useMessages(rotaMessages);
  const members = useMemberOptions(userId);
  const ask = useRequestSwap(meetingId);
  const [partner, setPartner] = useState('');
  const [problem, setProblem] = useState<string>();
  const send = async () => {
    if (partner === '') {
      setProblem(t('choosePartner'));
      return;
    }
    try {
      await ask.mutateAsync(Number(partner));
      setProblem(undefined);
      setPartner('');
      notifyDone(t('swapAsked'));
    } catch (err) {
      setProblem(failureReason(err));
    }
  };
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <SelectField
        label={t('askSwapWith')}
        className="sm:flex-1"
        options={[{ value: '', label: t('chooseMember') }, ...members.options]}
        value={partner}
        error={problem}
        onChange={(e) => {
          setPartner(e.target.value);
          setProblem(undefined);
        }}
      />
      <Button variant="secondary" loading={ask.isPending} onClick={() => void send()}>
        {t('askSwap')}
      </Button>
    </div>
  );
}

/** For the member asked to take a slot: accept or decline. */
export function SwapRequestCard({ slot }: { slot: RotaSlot }) {
  const t = useMessages(rotaMessages);
  const answer = useSwapAnswer(slot.meetingId);
  const reply = (how: 'accept' | 'decline') =>
    answer.mutate(how, { onSuccess: () => notifyDone(t(how === 'accept' ? 'swapAccepted' : 'swapDeclined')) });
  return (
    <section
      aria-labelledby={`asked-${slot.meetingId}`}
      className="flex flex-col gap-3 rounded-xl border border-primary/40 bg-card p-4"
    >
      <h2 id={`asked-${slot.meetingId}`} className="font-semibold">
        {t('swapAskedOfYou', { name: slot.presenter?.name ?? '' })}
      </h2>
      <p className="text-sm text-muted-foreground">{formatWhen(slot.startsAt, slot.timezone)}</p>
      <div className="flex flex-wrap gap-2">
        <Button loading={answer.isPending && answer.variables === 'accept'} onClick={() => reply('accept')}>
          {t('accept')}
        </Button>
        <Button
          variant="secondary"
          loading={answer.isPending && answer.variables === 'decline'}
          onClick={() => reply('decline')}
        >
          {t('decline')}
        </Button>
      </div>
    </section>
  );
}
