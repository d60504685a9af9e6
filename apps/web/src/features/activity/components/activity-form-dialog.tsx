import { type ActivityType, BUSINESS_SCOPES, CURRENCIES } from '@chapter/shared/activity.labels';
import type { ActivityRecord, CreateActivityRequest } from '@chapter/shared/activity.schemas';
import { useState } from 'react';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
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
        {type === 'referral' && (
          <>
            <Field label={t('prospect')} error={e.prospectName?.message} {...register('prospectName')} />
            <Field label={t('contactDetails')} labelNote={t('optional')} {...register('prospectContact')} />
            <TextArea label={t('whatTheyNeed')} error={e.description?.message} {...register('description')} />
            {/* Side by side only from the sm breakpoint: half a phone's width cut "2 — Cool: knows you will call". */}
            <div className="grid gap-3 sm:grid-cols-2">
              <SelectField
                label={t('temperature')}
                options={[1, 2, 3, 4, 5].map((v) => ({ value: String(v), label: t('temperatureName', { value: v }) }))}
                {...register('temperature')}
              />
              <SelectField
                label={t('insideOrOutside')}
                options={[
                  { value: 'outside', label: t('outsideGroup') },
                  { value: 'inside', label: t('insideGroup') },
                ]}
                {...register('scope')}
              />
            </div>
          </>
        )}
        {type === 'closed_business' && (
          <>
            {forReferral && (
              <p className="text-sm text-muted-foreground">
                {t('forReferral', { prospect: forReferral.summary, giver: forReferral.giver.name })}
              </p>
            )}
            <div className="grid grid-cols-[1fr_auto] gap-3">
              <Field label={t('amount')} inputMode="decimal" error={e.amount?.message} {...register('amount')} />
              <SelectField
                label={t('currency')}
                options={CURRENCIES.map((c) => ({ value: c, label: c }))}
                {...register('currency')}
              />
            </div>
            <div className="grid grid-cols-2 gap-3">
              <SelectField
                label={t('newOrRepeat')}
                options={[
                  { value: 'new', label: t('new') },
                  { value: 'repeat', label: t('repeat') },
                ]}
                {...register('businessKind')}
              />
              <SelectField
                label={t('whereFrom')}
                options={BUSINESS_SCOPES.map((scope) => ({ value: scope, label: t('scopeName', { scope }) }))}
                {...register('scope')}
              />
            </div>
            <Field label={t('dateClosed')} type="date" error={e.occurredOn?.message} {...register('occurredOn')} />
            <TextArea label={t('whatBusiness')} labelNote={t('optional')} {...register('description')} />
          </>
        )}
        {type === 'one_to_one' && (
          <>
            <Field
              label={t('proposedTime')}
              type="datetime-local"
              error={e.proposedAt?.message}
              {...register('proposedAt')}
            />
            <Field label={t('place')} error={e.location?.message} {...register('location')} />
            <TextArea label={t('message')} labelNote={t('optional')} {...register('note')} />
          </>
        )}
        {type === 'testimonial' && (
          <TextArea label={t('testimonial')} rows={6} error={e.text?.message} {...register('text')} />
        )}
        {type === 'training_credit' && (
          <>
            <Field label={t('title')} error={e.title?.message} {...register('title')} />
            <div className="grid grid-cols-2 gap-3">
              <Field label={t('date')} type="date" error={e.occurredOn?.message} {...register('occurredOn')} />
              <Field label={t('credits')} inputMode="numeric" error={e.credits?.message} {...register('credits')} />
            </div>
            <Field label={t('provider')} labelNote={t('optional')} {...register('provider')} />
          </>
        )}
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
