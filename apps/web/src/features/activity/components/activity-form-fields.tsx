import { type ActivityType, BUSINESS_SCOPES, CURRENCIES } from '@chapter/shared/activity.labels';
import type { ActivityRecord } from '@chapter/shared/activity.schemas';
import type { UseFormReturn } from 'react-hook-form';
import { Field } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import type { FormValues } from '../activity-form-values.ts';
import { activityMessages } from '../messages.ts';

/**
 * The fields one type of record needs, less the member it is for: the create form (activity-form-dialog.tsx) and
 * the quick slip's essentials step (docs/quick-slip.md) show the same ones, checked by the same activityForm.
 */
export function ActivityFormFields({
  type,
  form,
  forReferral = null,
}: {
  type: ActivityType;
  form: UseFormReturn<FormValues, unknown, unknown>;
  /** Thanks for the business this referral brought: the form names it. */
  forReferral?: ActivityRecord | null;
}) {
  const t = useMessages(activityMessages);
  const { register, formState } = form;
  const e = formState.errors;
  return (
    <>
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
      )}{' '}
    </>
  );
}
