import { GROUP_STATUSES, WEEKDAYS } from '@chapter/shared/groups.labels';
import { type GroupDetail, type GroupFields, groupFields } from '@chapter/shared/groups.schemas';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FormFailure } from '../../../components/ui/form-failure.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { SwitchRow } from '../../../components/ui/switch.tsx';
import { fieldBinder } from '../../../lib/field-binder.ts';
import { browserTimeZone } from '../../../lib/format/index.ts';
import { numberField, showServerErrors, useSchemaForm } from '../../../lib/forms.ts';
import { failureReason } from '../../../lib/notify.ts';

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
  };
}

const GUEST_ACCESS = [
  { value: 'none', label: 'Not in the channel' },
  { value: 'read', label: 'Read only' },
];

/** The settings as the form holds them: numbers and the time are the fields' text until they are sent. */
const groupForm = groupFields.extend({
  capacity: numberField(groupFields.shape.capacity, null),
  meetingWeekday: numberField(groupFields.shape.meetingWeekday, null),
  meetingDurationMinutes: numberField(groupFields.shape.meetingDurationMinutes, null),
  meetingTime: z.preprocess((v) => v || null, groupFields.shape.meetingTime),
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
});

interface Props {
  initial: GroupFields;
  submitLabel: string;
  busy: boolean;
  readOnly?: boolean;
  onSubmit: (fields: GroupFields) => Promise<unknown>;
}

/** Group settings: status, capacity, intake, time zone, substitutes and the weekly meeting schedule. */
export function GroupForm({ initial, submitLabel, busy, readOnly = false, onSubmit }: Props) {
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
      form.setError('root', { message: failureReason(err, 'Please try again.') });
    }
  });
  return (
    <form noValidate className="grid gap-4 sm:grid-cols-2" onSubmit={submit}>
      <fieldset disabled={readOnly} className="contents">
        <FormFailure
          title="Not saved"
          message={errors.root?.message}
          onDismiss={() => form.clearErrors('root')}
          className="sm:col-span-2"
        />
        <Field label="Name" {...field('name')} />
        <SelectField
          label="Status"
          {...register('status')}
          options={GROUP_STATUSES.map((s) => ({ value: s, label: s[0]?.toUpperCase() + s.slice(1) }))}
        />
        <Field label="Capacity" labelNote="(empty: no limit)" type="number" min={1} {...field('capacity')} />
        <SelectField
          label="Time zone"
          {...field('timezone')}
          options={(ZONES.includes(timezone) ? ZONES : [timezone, ...ZONES]).map((z) => ({ value: z, label: z }))}
        />
        <SelectField
          label="Meeting day"
          {...field('meetingWeekday')}
          options={[
            { value: '', label: 'No regular meeting' },
            ...WEEKDAYS.map((d, i) => ({ value: String(i), label: d })),
          ]}
        />
        <Field label="Start time" type="time" {...field('meetingTime')} />
        <Field label="Duration (minutes)" type="number" min={15} max={480} {...field('meetingDurationMinutes')} />
        <Field label="Location" labelNote="(optional)" {...field('meetingLocation')} />
        <Field
          label="Online link"
          labelNote="(optional)"
          type="url"
          className="sm:col-span-2"
          placeholder="https://"
          {...field('meetingOnlineLink')}
        />
        <SelectField label="Visitors in the chapter channel" {...field('channelVisitors')} options={GUEST_ACCESS} />
        <SelectField
          label="Substitutes in the chapter channel"
          {...field('channelSubstitutes')}
          options={GUEST_ACCESS}
        />
        <div className="flex flex-col gap-3 sm:col-span-2">
          <SwitchRow
            label="Accepting members"
            description="Off: registration with the group code is refused (GROUP_FULL)."
            checked={form.watch('acceptingMembers')}
            onChange={(v) => form.setValue('acceptingMembers', v)}
            disabled={readOnly}
          />
          <SwitchRow
            label="Substitutes may sign in"
            description="Off: substitute accounts are refused at sign-in."
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
