import { MEETING_TYPE_LABELS, MEETING_TYPES, type MeetingType } from '@chapter/shared/meetings.labels';
import type { MeetingDetail } from '@chapter/shared/meetings.schemas';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { browserTimeZone } from '../../../lib/format/index.ts';
import { useGroupTimeZone } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { useCancelMeeting } from '../api/cancel-meeting.ts';
import { useSaveMeeting } from '../api/save-meeting.ts';
import { localDateTime } from './meeting-format.ts';

/** Create or edit a meeting: all fields, a weekly recurrence, and cancelling one date. */
export function MeetingForm({ meeting }: { meeting?: MeetingDetail }) {
  const navigate = useNavigate();
  const save = useSaveMeeting();
  const cancel = useCancelMeeting();
  const groupZone = useGroupTimeZone();
  // A new meeting starts in the group's zone: the chapter meets there, wherever the leader's device is set.
  const tz = meeting?.timezone ?? groupZone ?? browserTimeZone();
  const start = meeting ? localDateTime(meeting.startsAt, tz) : { date: '', time: '19:00' };
  const [f, setF] = useState({
    title: meeting?.title ?? '',
    type: (meeting?.type ?? 'training') as MeetingType,
    date: start.date,
    startTime: start.time,
    durationMinutes: meeting ? Math.round((Date.parse(meeting.endsAt) - Date.parse(meeting.startsAt)) / 60_000) : 90,
    timezone: tz,
    location: meeting?.location ?? '',
    onlineLink: meeting?.onlineLink ?? '',
    speaker: meeting?.speaker ?? '',
    agenda: meeting?.agenda ?? '',
    repeatWeeks: 1,
    applyToSeries: false,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const set =
    (k: keyof typeof f) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setF({ ...f, [k]: e.target.type === 'number' ? Number(e.target.value) : e.target.value });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setErrors({});
    const { repeatWeeks, applyToSeries, ...fields } = f;
    const body = meeting ? { ...fields, applyToSeries } : { ...fields, repeatWeeks };
    save.mutate(
      { meetingId: meeting?.id, body },
      {
        onSuccess: (saved) => {
          toast({ title: meeting ? 'Meeting saved' : 'Meeting created', variant: 'success' });
          void navigate(`/meetings/${saved.id}`);
        },
        onError: (err) => {
          if (err instanceof ApiError && err.details?.length) {
            setErrors(Object.fromEntries(err.details.map((d) => [d.field, d.message])));
          } else toast({ title: 'Could not save', description: err.message, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <form onSubmit={submit} className="grid gap-4 rounded-xl border bg-card p-4 sm:grid-cols-2" aria-label="Meeting">
        <Field
          label="Title"
          value={f.title}
          onChange={set('title')}
          required
          maxLength={160}
          error={errors.title}
          className="sm:col-span-2"
        />
        <SelectField
          label="Type"
          value={f.type}
          onChange={set('type')}
          options={MEETING_TYPES.map((t) => ({ value: t, label: MEETING_TYPE_LABELS[t] }))}
        />
        <Field label="Time zone" value={f.timezone} onChange={set('timezone')} required error={errors.timezone} />
        <Field label="Date" type="date" value={f.date} onChange={set('date')} required error={errors.date} />
        <Field
          label="Start time"
          type="time"
          value={f.startTime}
          onChange={set('startTime')}
          required
          error={errors.startTime}
        />
        <Field
          label="Duration (minutes)"
          type="number"
          min={5}
          max={1440}
          value={f.durationMinutes}
          onChange={set('durationMinutes')}
          error={errors.durationMinutes}
        />
        {meeting ? (
          meeting.seriesId && (
            <label className="flex items-center gap-2 self-end text-sm">
              <input
                type="checkbox"
                checked={f.applyToSeries}
                onChange={(e) => setF({ ...f, applyToSeries: e.target.checked })}
              />
              Also change the later meetings of this series
            </label>
          )
        ) : (
          <Field
            label="Repeat weekly (number of meetings)"
            type="number"
            min={1}
            max={52}
            value={f.repeatWeeks}
            onChange={set('repeatWeeks')}
            error={errors.repeatWeeks}
          />
        )}
        <Field
          label="Location"
          labelNote="(optional)"
          value={f.location}
          onChange={set('location')}
          error={errors.location}
        />
        <Field
          label="Online link"
          labelNote="(optional)"
          type="url"
          value={f.onlineLink}
          onChange={set('onlineLink')}
          error={errors.onlineLink}
        />
        <Field
          label="Featured speaker"
          labelNote="(optional)"
          value={f.speaker}
          onChange={set('speaker')}
          error={errors.speaker}
        />
        <label className="flex flex-col gap-1 text-sm font-medium sm:col-span-2">
          Agenda{' '}
          <span className="font-normal text-muted-foreground">
            (optional; basic HTML such as &lt;p&gt;, &lt;ul&gt;, &lt;strong&gt; is kept)
          </span>
          <textarea
            value={f.agenda}
            onChange={set('agenda')}
            rows={6}
            maxLength={20000}
            className="rounded-lg border bg-background p-2 font-normal"
          />
        </label>
        <div className="flex gap-2 sm:col-span-2">
          <Button type="submit" loading={save.isPending}>
            {meeting ? 'Save changes' : 'Create meeting'}
          </Button>
          <Button
            type="button"
            variant="ghost"
            onClick={() => void navigate(meeting ? `/meetings/${meeting.id}` : '/calendar')}
          >
            Back
          </Button>
        </div>
      </form>
      {meeting && meeting.status !== 'cancelled' && (
        <section
          aria-labelledby="cancel"
          className="flex flex-col gap-3 rounded-xl border border-destructive/40 bg-card p-4"
        >
          <h2 id="cancel" className="font-semibold">
            Cancel this date
          </h2>
          <p className="text-sm text-muted-foreground">Members who said they would come are told by e-mail.</p>
          <Field
            label="Reason"
            labelNote="(optional)"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={500}
          />
          <Button
            variant="destructive"
            className="self-start"
            loading={cancel.isPending}
            onClick={() =>
              cancel.mutate(
                { meetingId: meeting.id, reason },
                { onSuccess: () => void navigate(`/meetings/${meeting.id}`) },
              )
            }
          >
            Cancel meeting
          </Button>
        </section>
      )}
    </div>
  );
}
