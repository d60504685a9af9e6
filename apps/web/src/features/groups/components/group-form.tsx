import { GROUP_STATUSES, WEEKDAYS } from '@chapter/shared/groups.labels';
import type { GroupDetail, GroupFields } from '@chapter/shared/groups.schemas';
import { useState } from 'react';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { SwitchRow } from '../../../components/ui/switch.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { browserTimeZone } from '../../../lib/format/index.ts';

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
  };
}

interface Props {
  initial: GroupFields;
  submitLabel: string;
  busy: boolean;
  readOnly?: boolean;
  onSubmit: (fields: GroupFields) => Promise<unknown>;
}

/** Group settings: status, capacity, intake, time zone, substitutes and the weekly meeting schedule. */
export function GroupForm({ initial, submitLabel, busy, readOnly = false, onSubmit }: Props) {
  const [f, setF] = useState<GroupFields>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const num = (v: string) => (v === '' ? null : Number(v));
  const submit = async () => {
    setFailure(null);
    setErrors({});
    if (!f.name.trim()) return setErrors({ name: 'Name is required' });
    try {
      await onSubmit(f);
    } catch (err) {
      if (err instanceof ApiError) {
        setErrors(Object.fromEntries(err.details.map((d) => [d.field, d.message])));
        setFailure(err.message);
      } else setFailure('Please try again.');
    }
  };
  return (
    <form
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <fieldset disabled={readOnly} className="contents">
        {failure && (
          <Banner variant="destructive" title="Not saved" className="sm:col-span-2" onDismiss={() => setFailure(null)}>
            {failure}
          </Banner>
        )}
        <Field label="Name" value={f.name} onChange={(e) => setF({ ...f, name: e.target.value })} error={errors.name} />
        <SelectField
          label="Status"
          value={f.status}
          onChange={(e) => setF({ ...f, status: e.target.value as GroupFields['status'] })}
          options={GROUP_STATUSES.map((s) => ({ value: s, label: s[0]?.toUpperCase() + s.slice(1) }))}
        />
        <Field
          label="Capacity"
          labelNote="(empty: no limit)"
          type="number"
          min={1}
          value={f.capacity ?? ''}
          onChange={(e) => setF({ ...f, capacity: num(e.target.value) })}
          error={errors.capacity}
        />
        <SelectField
          label="Time zone"
          value={f.timezone}
          onChange={(e) => setF({ ...f, timezone: e.target.value })}
          options={(ZONES.includes(f.timezone) ? ZONES : [f.timezone, ...ZONES]).map((z) => ({ value: z, label: z }))}
          error={errors.timezone}
        />
        <SelectField
          label="Meeting day"
          value={f.meetingWeekday === null ? '' : String(f.meetingWeekday)}
          onChange={(e) => setF({ ...f, meetingWeekday: num(e.target.value) })}
          options={[
            { value: '', label: 'No regular meeting' },
            ...WEEKDAYS.map((d, i) => ({ value: String(i), label: d })),
          ]}
        />
        <Field
          label="Start time"
          type="time"
          value={f.meetingTime ?? ''}
          onChange={(e) => setF({ ...f, meetingTime: e.target.value || null })}
          error={errors.meetingTime}
        />
        <Field
          label="Duration (minutes)"
          type="number"
          min={15}
          max={480}
          value={f.meetingDurationMinutes ?? ''}
          onChange={(e) => setF({ ...f, meetingDurationMinutes: num(e.target.value) })}
          error={errors.meetingDurationMinutes}
        />
        <Field
          label="Location"
          labelNote="(optional)"
          value={f.meetingLocation ?? ''}
          onChange={(e) => setF({ ...f, meetingLocation: e.target.value })}
        />
        <Field
          label="Online link"
          labelNote="(optional)"
          type="url"
          className="sm:col-span-2"
          placeholder="https://"
          value={f.meetingOnlineLink ?? ''}
          onChange={(e) => setF({ ...f, meetingOnlineLink: e.target.value })}
          error={errors.meetingOnlineLink}
        />
        <div className="flex flex-col gap-3 sm:col-span-2">
          <SwitchRow
            label="Accepting members"
            description="Off: registration with the group code is refused (GROUP_FULL)."
            checked={f.acceptingMembers}
            onChange={(v) => setF({ ...f, acceptingMembers: v })}
            disabled={readOnly}
          />
          <SwitchRow
            label="Substitutes may sign in"
            description="Off: substitute accounts are refused at sign-in."
            checked={f.allowSubstituteLogin}
            onChange={(v) => setF({ ...f, allowSubstituteLogin: v })}
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
