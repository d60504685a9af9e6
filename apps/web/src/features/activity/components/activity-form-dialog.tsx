import { type ActivityType, BUSINESS_SCOPES, CURRENCIES, temperatureLabel } from '@chapter/shared/activity.labels';
import type { CreateActivityRequest } from '@chapter/shared/activity.schemas';
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
import { useGroupMembers } from '../../../lib/members-query.ts';
import { notifyDone } from '../../../lib/notify.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { activityForm, emptyValues, type FormValues } from '../activity-form-values.ts';
import { createdToast } from '../activity-words.ts';
import { useCreateActivity } from '../api/create-activity.ts';

const TITLES: Record<ActivityType, string> = {
  referral: 'Give a referral',
  closed_business: 'Thank a member for closed business',
  one_to_one: 'Request a one-to-one',
  testimonial: 'Write a testimonial',
  training_credit: 'Record training',
};
const WHO: Record<ActivityType, string> = {
  referral: 'Referral for',
  closed_business: 'Member who gave you the business',
  one_to_one: 'Meet with',
  testimonial: 'Testimonial for',
  training_credit: 'Member',
};

const newId = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

/** The create form of one type; a double-clicked submit sends the same request id, so it is stored once. */
export function ActivityFormDialog({
  type,
  open,
  onClose,
}: {
  type: ActivityType;
  open: boolean;
  onClose: () => void;
}) {
  const create = useCreateActivity();
  const user = useCurrentUser();
  const me = user.id;
  const members = useGroupMembers();
  const [requestId, setRequestId] = useState(newId);
  const [failure, setFailure] = useState<string | null>(null);
  const today = useGroupToday();
  const form = useSchemaForm(activityForm(type), emptyValues(type, today()));
  const { register, handleSubmit, setError, reset, formState } = form;
  const e = formState.errors;
  const close = () => {
    reset(emptyValues(type, today()));
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
      if (!api?.details.length) setFailure(api?.message ?? 'Could not save. Please try again.');
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
    <Dialog open={open} onOpenChange={(o) => !o && close()} title={TITLES[type]}>
      <form className="flex flex-col gap-4" noValidate onSubmit={(ev) => void onSubmit(ev)}>
        {failure && (
          <Banner variant="destructive" title="Not saved">
            {failure}
          </Banner>
        )}
        {showWho && (
          <SelectField
            label={WHO[type]}
            error={e.receiverId?.message}
            disabled={members.isPending}
            options={[
              {
                value: '',
                label: members.isPending
                  ? 'Loading members…'
                  : type === 'training_credit'
                    ? 'Myself'
                    : 'Choose a member',
              },
              ...roster.map((m) => ({
                value: String(m.id),
                label: `${m.name}${m.classification ? ` — ${m.classification}` : ''}`,
              })),
            ]}
            {...register('receiverId')}
          />
        )}
        {type === 'referral' && (
          <>
            <Field label="Prospect" error={e.prospectName?.message} {...register('prospectName')} />
            <Field label="Contact details" labelNote="(optional)" {...register('prospectContact')} />
            <TextArea label="What they need" error={e.description?.message} {...register('description')} />
            {/* Side by side only from the sm breakpoint: half a phone's width cut "2 — Cool: knows you will call". */}
            <div className="grid gap-3 sm:grid-cols-2">
              <SelectField
                label="Temperature"
                options={[1, 2, 3, 4, 5].map((v) => ({ value: String(v), label: temperatureLabel(v) }))}
                {...register('temperature')}
              />
              <SelectField
                label="Inside or outside"
                options={[
                  { value: 'outside', label: 'Outside the group' },
                  { value: 'inside', label: 'Inside the group' },
                ]}
                {...register('scope')}
              />
            </div>
          </>
        )}
        {type === 'closed_business' && (
          <>
            <div className="grid grid-cols-[1fr_auto] gap-3">
              <Field label="Amount" inputMode="decimal" error={e.amount?.message} {...register('amount')} />
              <SelectField
                label="Currency"
                options={CURRENCIES.map((c) => ({ value: c, label: c }))}
                {...register('currency')}
              />
            </div>
            <div className="grid grid-cols-2 gap-3">
              <SelectField
                label="New or repeat"
                options={[
                  { value: 'new', label: 'New' },
                  { value: 'repeat', label: 'Repeat' },
                ]}
                {...register('businessKind')}
              />
              <SelectField
                label="Where from"
                options={BUSINESS_SCOPES.map((s) => ({
                  value: s,
                  label: s === 'tier3' ? 'Tier 3' : s === 'inside' ? 'Inside' : 'Outside',
                }))}
                {...register('scope')}
              />
            </div>
            <Field label="Date closed" type="date" error={e.occurredOn?.message} {...register('occurredOn')} />
            <TextArea label="What the business was" labelNote="(optional)" {...register('description')} />
          </>
        )}
        {type === 'one_to_one' && (
          <>
            <Field
              label="Proposed time"
              type="datetime-local"
              error={e.proposedAt?.message}
              {...register('proposedAt')}
            />
            <Field label="Place" error={e.location?.message} {...register('location')} />
            <TextArea label="Message" labelNote="(optional)" {...register('note')} />
          </>
        )}
        {type === 'testimonial' && (
          <TextArea label="Testimonial" rows={6} error={e.text?.message} {...register('text')} />
        )}
        {type === 'training_credit' && (
          <>
            <Field label="Title" error={e.title?.message} {...register('title')} />
            <div className="grid grid-cols-2 gap-3">
              <Field label="Date" type="date" error={e.occurredOn?.message} {...register('occurredOn')} />
              <Field label="Credits" inputMode="numeric" error={e.credits?.message} {...register('credits')} />
            </div>
            <Field label="Provider" labelNote="(optional)" {...register('provider')} />
          </>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            Save
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
