import { MEETING_TYPES, type MeetingType } from '@chapter/shared/meetings.labels';
import { cancelMeetingRequest, createMeetingRequest, type MeetingDetail } from '@chapter/shared/meetings.schemas';
import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { fieldBinder } from '../../../lib/field-binder.ts';
import { browserTimeZone } from '../../../lib/format/index.ts';
import { numberField, showServerErrors, useSchemaForm } from '../../../lib/forms.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyDone, notifyFailed } from '../../../lib/notify.ts';
import { useGroupTimeZone } from '../../../lib/session.ts';
import { useCancelMeeting } from '../api/cancel-meeting.ts';
import { useSaveMeeting } from '../api/save-meeting.ts';
import { meetingsMessages } from '../messages.ts';
import { localDateTime } from './meeting-format.ts';

/** The meeting as the form holds it, checked by the shared create rules (the same fields as an edit). */
const meetingForm = createMeetingRequest.omit({ groupId: true }).extend({
  durationMinutes: numberField(createMeetingRequest.shape.durationMinutes),
  repeatWeeks: numberField(createMeetingRequest.shape.repeatWeeks),
  applyToSeries: z.boolean(),
});
const cancelForm = cancelMeetingRequest.pick({ reason: true });

/** Create or edit a meeting: all fields, a weekly recurrence, and cancelling one date. */
export function MeetingForm({ meeting }: { meeting?: MeetingDetail }) {
  const t = useMessages(meetingsMessages);
  const navigate = useNavigate();
  const save = useSaveMeeting();
  const cancel = useCancelMeeting();
  const groupZone = useGroupTimeZone();
  // A new meeting starts in the group's zone: the chapter meets there, wherever the leader's device is set.
  const tz = meeting?.timezone ?? groupZone ?? browserTimeZone();
  const start = meeting ? localDateTime(meeting.startsAt, tz) : { date: '', time: '19:00' };
  const form = useSchemaForm(meetingForm, {
    title: meeting?.title ?? '',
    type: (meeting?.type ?? 'training') as MeetingType,
    date: start.date,
    startTime: start.time,
    durationMinutes: String(
      meeting ? Math.round((Date.parse(meeting.endsAt) - Date.parse(meeting.startsAt)) / 60_000) : 90,
    ),
    timezone: tz,
    location: meeting?.location ?? '',
    onlineLink: meeting?.onlineLink ?? '',
    speaker: meeting?.speaker ?? '',
    agenda: meeting?.agenda ?? '',
    repeatWeeks: '1',
    applyToSeries: false,
  });
  const reasonForm = useSchemaForm(cancelForm, { reason: '' });
  const { errors } = form.formState;
  const field = fieldBinder(form.register, errors);
  const { register } = form;

  const submit = form.handleSubmit(({ repeatWeeks, applyToSeries, ...fields }) =>
    save.mutate(
      meeting ? { meetingId: meeting.id, body: { ...fields, applyToSeries } } : { body: { ...fields, repeatWeeks } },
      {
        onSuccess: (saved) => {
          notifyDone(meeting ? t('meetingSaved') : t('meetingCreated'));
          void navigate(webPath(webPaths.meeting, { meetingId: saved.id }));
        },
        onError: (err) => {
          if (!showServerErrors(form.setError, err)) notifyFailed(t('couldNotSave'), err);
        },
      },
    ),
  );

  return (
    <div className="flex flex-col gap-6">
      <form
        onSubmit={submit}
        noValidate
        className="grid gap-4 rounded-xl border bg-card p-4 sm:grid-cols-2"
        aria-label={t('meeting')}
      >
        <Field label={t('title')} required maxLength={160} {...field('title')} className="sm:col-span-2" />
        <SelectField
          label={t('type')}
          {...register('type')}
          options={MEETING_TYPES.map((type) => ({ value: type, label: t('meetingType', { type }) }))}
        />
        <Field label={t('timeZone')} required {...field('timezone')} />
        <Field label={t('date')} type="date" required {...field('date')} />
        <Field label={t('startTime')} type="time" required {...field('startTime')} />
        <Field label={t('duration')} type="number" min={5} max={1440} {...field('durationMinutes')} />
        {meeting ? (
          meeting.seriesId && (
            <label className="flex items-center gap-2 self-end text-sm">
              <input type="checkbox" {...register('applyToSeries')} />
              {t('applyToSeries')}
            </label>
          )
        ) : (
          <Field label={t('repeatWeekly')} type="number" min={1} max={52} {...field('repeatWeeks')} />
        )}
        <Field label={t('location')} labelNote={t('optional')} {...field('location')} />
        <Field label={t('onlineLink')} labelNote={t('optional')} type="url" {...field('onlineLink')} />
        <Field label={t('featuredSpeaker')} labelNote={t('optional')} {...field('speaker')} />
        <label className="flex flex-col gap-1 text-sm font-medium sm:col-span-2">
          {t('agenda')} <span className="font-normal text-muted-foreground">{t('agendaNote')}</span>
          <textarea
            {...register('agenda')}
            aria-invalid={errors.agenda ? true : undefined}
            rows={6}
            maxLength={20000}
            className="rounded-lg border bg-background p-2 font-normal"
          />
        </label>
        <div className="flex gap-2 sm:col-span-2">
          <Button type="submit" loading={save.isPending}>
            {meeting ? t('saveChanges') : t('createMeeting')}
          </Button>
          <Button
            type="button"
            variant="ghost"
            onClick={() =>
              void navigate(meeting ? webPath(webPaths.meeting, { meetingId: meeting.id }) : webPaths.calendar)
            }
          >
            {t('back')}
          </Button>
        </div>
      </form>
      {meeting && meeting.status !== 'cancelled' && (
        <section
          aria-labelledby="cancel"
          className="flex flex-col gap-3 rounded-xl border border-destructive/40 bg-card p-4"
        >
          <h2 id="cancel" className="font-semibold">
            {t('cancelThisDate')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('cancelNotice')}</p>
          <Field
            label={t('reason')}
            labelNote={t('optional')}
            maxLength={500}
            error={reasonForm.formState.errors.reason?.message}
            {...reasonForm.register('reason')}
          />
          <Button
            variant="destructive"
            className="self-start"
            loading={cancel.isPending}
            onClick={reasonForm.handleSubmit(({ reason }) =>
              cancel.mutate(
                { meetingId: meeting.id, reason: reason ?? '' },
                { onSuccess: () => void navigate(webPath(webPaths.meeting, { meetingId: meeting.id })) },
              ),
            )}
          >
            {t('cancelMeeting')}
          </Button>
        </section>
      )}
    </div>
  );
}
