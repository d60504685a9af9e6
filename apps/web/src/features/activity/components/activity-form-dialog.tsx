import type { ActivityType } from '@chapter/shared/activity.labels';
import type { ActivityRecord, CreateActivityRequest } from '@chapter/shared/activity.schemas';
import { useState } from 'react';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { apiErrorOf } from '../../../lib/api-error.ts';
import { useSchemaForm } from '../../../lib/forms.ts';
import { useGroupToday } from '../../../lib/group-today.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGroupMembers } from '../../../lib/members-query.ts';
import { notifyDone } from '../../../lib/notify.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { activityForm, emptyValues, type FormValues } from '../activity-form-values.ts';
import { createdToast } from '../activity-words.ts';
import { useCreateActivity } from '../api/create-activity.ts';
import { activityMessages } from '../messages.ts';
import { ActivityFormFields } from './activity-form-fields.tsx';

const newId = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

/** The create form of one type; a double-clicked submit sends the same request id, so it is stored once. */
export function ActivityFormDialog({
  type,
  open,
  onClose,
  forReferral = null,
}: {
  type: ActivityType;
  open: boolean;
  onClose: () => void;
  /**
   * Thanks for the business this referral brought: its giver is the member thanked, and the thanks names it. The
   * form starts from it when mounted: the caller keys the dialog by the referral.
   */
  forReferral?: ActivityRecord | null;
}) {
  const t = useMessages(activityMessages);
  const create = useCreateActivity();
  const user = useCurrentUser();
  const me = user.id;
  const members = useGroupMembers();
  const [requestId, setRequestId] = useState(newId);
  const [failure, setFailure] = useState<string | null>(null);
  const today = useGroupToday();
  const empty = (): FormValues => ({
    ...emptyValues(type, today(), user.group?.currency ?? null),
    ...(forReferral && {
      receiverId: String(forReferral.giver.id),
      referralId: String(forReferral.id),
      description: forReferral.summary,
    }),
  });
  const form = useSchemaForm(activityForm(type), empty());
  const { register, handleSubmit, setError, reset, formState } = form;
  const e = formState.errors;
  const close = () => {
    reset(emptyValues(type, today(), user.group?.currency ?? null));
    setFailure(null);
    setRequestId(newId());
    onClose();
  };
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const created = await create.mutateAsync({ ...values, clientRequestId: requestId } as CreateActivityRequest);
      const done = createdToast(created);
      notifyDone(done.title, done.message);
      close();
    } catch (err) {
      const api = apiErrorOf(err);
      const fieldMap: Record<string, keyof FormValues> = { amountCents: 'amount' };
      for (const d of api?.details ?? []) {
        setError((fieldMap[d.field] ?? d.field) as keyof FormValues, { type: 'server', message: d.message });
      }
      if (!api?.details.length) setFailure(api?.message ?? t('couldNotSave'));
    }
  });
  // Visitors and substitutes never see activity, so they are not offered (the server refuses them too).
  const roster = (members.data?.items ?? []).filter(
    (m) => m.id !== me && m.role !== 'Visitor' && m.role !== 'Substitute',
  );
  // Leaders award training credits to other members; everyone else records their own.
  const leader = user.isAdmin || user.membership?.role.isLeadership === true;
  const showWho = type !== 'training_credit' || leader;
  const pending = create.isPending || formState.isSubmitting;

  return (
    <Dialog open={open} onOpenChange={(o) => !o && close()} title={t('formTitle', { type })}>
      <form className="flex flex-col gap-4" noValidate onSubmit={(ev) => void onSubmit(ev)}>
        {failure && (
          <Banner variant="destructive" title={t('notSaved')}>
            {failure}
          </Banner>
        )}
        {showWho && (
          <SelectField
            label={t('who', { type })}
            error={e.receiverId?.message}
            disabled={members.isPending}
            options={[
              {
                value: '',
                label: t(members.isPending ? 'loadingMembers' : type === 'training_credit' ? 'myself' : 'chooseMember'),
              },
              // The referral's giver is offered from the start, so the form opens on them before the roster loads.
              ...(forReferral ? [{ value: String(forReferral.giver.id), label: forReferral.giver.name }] : []),
              ...roster
                .filter((m) => m.id !== forReferral?.giver.id)
                .map((m) => ({
                  value: String(m.id),
                  label: `${m.name}${m.classification ? ` — ${m.classification}` : ''}`,
                })),
            ]}
            {...register('receiverId')}
          />
        )}
        <ActivityFormFields type={type} form={form} forReferral={forReferral} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {t('save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
