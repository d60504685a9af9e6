import {
  approveDecision,
  type CommitteeApplication,
  declineDecision,
  type SeatConflict,
} from '@chapter/shared/committee.schemas';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { apiErrorOf } from '../../../lib/api-error.ts';
import { fieldBinder } from '../../../lib/field-binder.ts';
import { useSchemaForm } from '../../../lib/forms.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyDone, notifyFailed } from '../../../lib/notify.ts';
import { useDecide } from '../api/mutations.ts';
import { committeeMessages } from '../messages.ts';

/** The conflict the seat check found: who holds a classification that reads the same. */
export function ConflictNotice({ conflict }: { conflict: SeatConflict }) {
  const t = useMessages(committeeMessages);
  return (
    <p
      role="status"
      className="rounded-lg border border-warning/50 bg-warning-soft px-3 py-2 text-xs font-medium text-warning-strong"
    >
      {t('conflict', { name: conflict.name, classification: conflict.classification })}
    </p>
  );
}

/**
 * The committee's decision. Approving with a classification that reads like an active member's needs the box ticked
 * (the server refuses it otherwise, 409, and the box appears for a classification typed here too); declining needs
 * the reason the applicant reads.
 */
export function DecisionForm({ application }: { application: CommitteeApplication }) {
  const t = useMessages(committeeMessages);
  const decide = useDecide();
  const [mode, setMode] = useState<'approve' | 'decline'>('approve');
  const [refusal, setRefusal] = useState<{ code: string; message: string } | null>(null);
  const approve = useSchemaForm(approveDecision, {
    decision: 'approve',
    classification: application.classification ?? '',
    confirmConflict: false,
  });
  const decline = useSchemaForm(declineDecision, { decision: 'decline', reason: '' });
  const approveField = fieldBinder(approve.register, approve.formState.errors);
  const declineField = fieldBinder(decline.register, decline.formState.errors);
  const send = async (decision: Parameters<typeof decide.mutateAsync>[0]['decision'], done: string) => {
    try {
      const res = await decide.mutateAsync({ userId: application.userId, decision });
      notifyDone(done, res.message);
    } catch (err) {
      const answer = apiErrorOf(err);
      if (answer?.code === 'CLASSIFICATION_CONFLICT' || answer?.code === 'CLASSIFICATION_TAKEN') {
        setRefusal({ code: answer.code, message: answer.message });
      } else notifyFailed(t('notDecided'), err, t('tryAgain'));
    }
  };
  return (
    <section className="flex flex-col gap-3" aria-label={t('decision')}>
      <fieldset className="flex gap-2">
        <legend className="sr-only">{t('decision')}</legend>
        <Button size="sm" variant={mode === 'approve' ? 'primary' : 'secondary'} onClick={() => setMode('approve')}>
          {t('approve')}
        </Button>
        <Button size="sm" variant={mode === 'decline' ? 'primary' : 'secondary'} onClick={() => setMode('decline')}>
          {t('decline')}
        </Button>
      </fieldset>
      {mode === 'approve' ? (
        <form className="flex flex-col gap-2" noValidate onSubmit={approve.handleSubmit((d) => send(d, t('approved')))}>
          <Field label={t('classification')} maxLength={120} {...approveField('classification')} />
          {application.conflict && <ConflictNotice conflict={application.conflict} />}
          {refusal && (
            <p role="alert" className="text-xs font-medium text-destructive-strong">
              {refusal.message}
            </p>
          )}
          {(application.conflict || refusal?.code === 'CLASSIFICATION_CONFLICT') && (
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" {...approve.register('confirmConflict')} />
              {t('confirmConflict')}
            </label>
          )}
          <Button type="submit" size="sm" className="self-end" loading={decide.isPending}>
            {t('approveApplication')}
          </Button>
        </form>
      ) : (
        <form className="flex flex-col gap-2" noValidate onSubmit={decline.handleSubmit((d) => send(d, t('declined')))}>
          <TextArea label={t('reason')} hint={t('reasonHint')} rows={3} maxLength={1000} {...declineField('reason')} />
          <Button type="submit" size="sm" variant="destructive" className="self-end" loading={decide.isPending}>
            {t('declineApplication')}
          </Button>
        </form>
      )}
    </section>
  );
}
