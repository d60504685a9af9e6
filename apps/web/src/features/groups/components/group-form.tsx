import { CURRENCIES } from '@chapter/shared/activity.labels';
import { GROUP_STATUSES } from '@chapter/shared/groups.labels';
import {
  type GroupDetail,
  type GroupFields,
  groupFields,
  REFERRAL_REMINDER_DAYS_MAX,
} from '@chapter/shared/groups.schemas';
import { LANGUAGES } from '@chapter/shared/languages';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FormFailure } from '../../../components/ui/form-failure.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { SwitchRow } from '../../../components/ui/switch.tsx';
import { fieldBinder } from '../../../lib/field-binder.ts';
import { browserTimeZone, weekdayName } from '../../../lib/format/index.ts';
import { numberField, showServerErrors, useSchemaForm } from '../../../lib/forms.ts';
import { formatLocale } from '../../../lib/i18n/catalogue.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { failureReason } from '../../../lib/notify.ts';
import { groupsMessages } from '../messages.ts';

const ZONES: string[] = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];

export const NEW_GROUP: GroupFields = {
  name: '',
  status: 'forming',
  capacity: 50,
  acceptingMembers: true,
  // A new group has no zone yet: the creator's device is the likeliest place the chapter meets.
  timezone: browserTimeZone(),
  allowSubstituteLogin: false,
  meetingWeekday: 3,
  meetingTime: '07:00',
  meetingDurationMinutes: 90,
  meetingLocation: '',
  meetingOnlineLink: '',
  channelVisitors: 'none',
  channelSubstitutes: 'read',
  language: 'en',
  currency: null,
  referralReminderDays: 7,
  detailedReferralSteps: false,
};

export function fieldsOf(g: GroupDetail): GroupFields {
  return {
    name: g.name,
    status: g.status,
    capacity: g.capacity,
    acceptingMembers: g.acceptingMembers,
    timezone: g.timezone,
    allowSubstituteLogin: g.allowSubstituteLogin,
    meetingWeekday: g.meetingWeekday,
    meetingTime: g.meetingTime,
    meetingDurationMinutes: g.meetingDurationMinutes,
    meetingLocation: g.meetingLocation ?? '',
    meetingOnlineLink: g.meetingOnlineLink ?? '',
    channelVisitors: g.channelVisitors,
    channelSubstitutes: g.channelSubstitutes,
    language: g.language,
    currency: g.currency,
    referralReminderDays: g.referralReminderDays,
    detailedReferralSteps: g.detailedReferralSteps,
  };
}

// Each language named in itself; a currency by its code and its name in the reader's language.
const LANGUAGE_OPTIONS = LANGUAGES.map(({ code, name }) => ({ value: code, label: name }));
/** "Brazilian Real" in the reader's language; the bare code where the browser has no names. */
function currencyNames(locale: string): (code: string) => string {
  try {
    const names = new Intl.DisplayNames(locale, { type: 'currency' });
    return (code) => names.of(code) ?? code;
  } catch {
    return (code) => code;
  }
}

/** The settings as the form holds them: numbers and the time are the fields' text until they are sent. */
const groupForm = groupFields.extend({
  capacity: numberField(groupFields.shape.capacity, null),
  meetingWeekday: numberField(groupFields.shape.meetingWeekday, null),
  meetingDurationMinutes: numberField(groupFields.shape.meetingDurationMinutes, null),
  meetingTime: z.preprocess((v) => v || null, groupFields.shape.meetingTime),
  currency: z.preprocess((v) => v || null, groupFields.shape.currency),
  referralReminderDays: numberField(groupFields.shape.referralReminderDays, null),
});

const text = (v: number | string | null | undefined) => (v === null || v === undefined ? '' : String(v));

const formValuesOf = (f: GroupFields) => ({
  ...f,
  capacity: text(f.capacity),
  meetingWeekday: text(f.meetingWeekday),
  meetingTime: text(f.meetingTime),
  meetingDurationMinutes: text(f.meetingDurationMinutes),
  meetingLocation: text(f.meetingLocation),
  meetingOnlineLink: text(f.meetingOnlineLink),
  currency: text(f.currency),
  referralReminderDays: text(f.referralReminderDays),
});

interface Props {
  initial: GroupFields;
  submitLabel: string;
  busy: boolean;
  readOnly?: boolean;
  onSubmit: (fields: GroupFields) => Promise<unknown>;
}

/**
 * Group settings: status, capacity, intake, time zone, language and currency (docs/i18n.md), the reminder of quiet
 * referrals (docs/referral-follow-up.md), substitutes and the weekly meeting schedule.
 */
export function GroupForm({ initial, submitLabel, busy, readOnly = false, onSubmit }: Props) {
  const t = useMessages(groupsMessages);
  const guestAccess = [
    { value: 'none', label: t('notInChannel') },
    { value: 'read', label: t('readOnly') },
  ];
  const currencyName = currencyNames(formatLocale());
  const currencies = [
    { value: '', label: t('currencyInferred') },
    ...CURRENCIES.map((code) => ({ value: code, label: `${code} — ${currencyName(code)}` })),
  ];
  const form = useSchemaForm(groupForm, formValuesOf(initial));
  const { errors } = form.formState;
  const field = fieldBinder(form.register, errors);
  const { register } = form;
  const timezone = form.watch('timezone');
  const submit = form.handleSubmit(async (fields) => {
    try {
      await onSubmit(fields);
    } catch (err) {
      showServerErrors(form.setError, err);
      form.setError('root', { message: failureReason(err, t('tryAgain')) });
    }
  });
  return (
    <form noValidate className="grid gap-4 sm:grid-cols-2" onSubmit={submit}>
      <fieldset disabled={readOnly} className="contents">
        <FormFailure
          title={t('notSaved')}
          message={errors.root?.message}
          onDismiss={() => form.clearErrors('root')}
          className="sm:col-span-2"
        />
        <Field label={t('name')} {...field('name')} />
        <SelectField
          label={t('status')}
          {...register('status')}
          options={GROUP_STATUSES.map((status) => ({ value: status, label: t('statusName', { status }) }))}
        />
        <Field label={t('capacity')} labelNote={t('capacityNote')} type="number" min={1} {...field('capacity')} />
        <SelectField
          label={t('timeZone')}
          {...field('timezone')}
          options={(ZONES.includes(timezone) ? ZONES : [timezone, ...ZONES]).map((z) => ({ value: z, label: z }))}
        />
        <SelectField
          label={t('meetingDay')}
          {...field('meetingWeekday')}
          options={[
            { value: '', label: t('noRegularMeeting') },
            ...[0, 1, 2, 3, 4, 5, 6].map((day) => ({ value: String(day), label: weekdayName(day) })),
          ]}
        />
        <Field label={t('startTime')} type="time" {...field('meetingTime')} />
        <Field label={t('duration')} type="number" min={15} max={480} {...field('meetingDurationMinutes')} />
        <Field label={t('location')} labelNote={t('optional')} {...field('meetingLocation')} />
        <Field
          label={t('onlineLink')}
          labelNote={t('optional')}
          type="url"
          className="sm:col-span-2"
          placeholder="https://"
          {...field('meetingOnlineLink')}
        />
        <SelectField label={t('language')} {...field('language')} options={LANGUAGE_OPTIONS} />
        <SelectField label={t('currency')} {...field('currency')} options={currencies} />
        <Field
          label={t('referralReminder')}
          labelNote={t('referralReminderNote')}
          type="number"
          min={1}
          max={REFERRAL_REMINDER_DAYS_MAX}
          inputMode="numeric"
          {...field('referralReminderDays')}
        />
        <SelectField label={t('visitorsInChannel')} {...field('channelVisitors')} options={guestAccess} />
        <SelectField label={t('substitutesInChannel')} {...field('channelSubstitutes')} options={guestAccess} />
        <div className="flex flex-col gap-3 sm:col-span-2">
          <SwitchRow
            label={t('acceptingMembers')}
            description={t('acceptingMembersHint')}
            checked={form.watch('acceptingMembers')}
            onChange={(v) => form.setValue('acceptingMembers', v)}
            disabled={readOnly}
          />
          <SwitchRow
            label={t('detailedReferralSteps')}
            description={t('detailedReferralStepsHint')}
            checked={form.watch('detailedReferralSteps') ?? false}
            onChange={(v) => form.setValue('detailedReferralSteps', v)}
            disabled={readOnly}
          />
          <SwitchRow
            label={t('substitutesSignIn')}
            description={t('substitutesSignInHint')}
            checked={form.watch('allowSubstituteLogin')}
            onChange={(v) => form.setValue('allowSubstituteLogin', v)}
            disabled={readOnly}
          />
        </div>
        {!readOnly && (
          <div className="flex justify-end sm:col-span-2">
            <Button type="submit" loading={busy}>
              {submitLabel}
            </Button>
          </div>
        )}
      </fieldset>
    </form>
  );
}
