import type { ActivityRecord } from '@chapter/shared/activity.schemas';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { apiErrorOf } from '../../../lib/api-error.ts';
import { useSchemaForm } from '../../../lib/forms.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyDone, notifyFailed } from '../../../lib/notify.ts';
import { activityEditForm, type EditValues as Values } from '../activity-form-values.ts';
import { editedToast } from '../activity-words.ts';
import { useUpdateActivity } from '../api/update-activity.ts';
import { activityMessages } from '../messages.ts';

type LabelKey =
  | 'prospect'
  | 'whatTheyNeed'
  | 'amount'
  | 'whatBusiness'
  | 'place'
  | 'message'
  | 'testimonial'
  | 'title'
  | 'credits';

/** The fields worth correcting per type (the giver, until a leader approves). */
const LABELS: Record<ActivityRecord['type'], [LabelKey | null, LabelKey | null, LabelKey | null]> = {
  referral: ['prospect', null, 'whatTheyNeed'],
  closed_business: ['amount', null, 'whatBusiness'],
  one_to_one: ['place', null, 'message'],
  testimonial: [null, null, 'testimonial'],
  training_credit: ['title', 'credits', null],
};

function initial(r: ActivityRecord): Values {
  switch (r.type) {
    case 'referral':
      return { main: r.details.prospectName ?? '', second: '', long: r.details.description ?? '' };
    case 'closed_business':
      return {
        main: r.amountCents === null ? '' : (r.amountCents / 100).toFixed(2),
        second: '',
        long: r.details.description ?? '',
      };
    case 'one_to_one':
      return { main: r.details.location ?? '', second: '', long: r.details.note ?? '' };
    case 'testimonial':
      return { main: '', second: '', long: r.details.text ?? '' };
    case 'training_credit':
      return { main: r.details.title ?? '', second: String(r.credits ?? 1), long: '' };
  }
}

const FIELD_OF: Record<string, keyof Values> = {
  prospectName: 'main',
  amountCents: 'main',
  location: 'main',
  title: 'main',
  credits: 'second',
  description: 'long',
  note: 'long',
  text: 'long',
};

export function ActivityEditForm({ record, onDone }: { record: ActivityRecord; onDone: () => void }) {
  const t = useMessages(activityMessages);
  const update = useUpdateActivity();
  const { register, handleSubmit, setError, formState } = useSchemaForm(activityEditForm(record.type), initial(record));
  const [main, second, long] = LABELS[record.type];
  const onSubmit = handleSubmit(async (body) => {
    try {
      await update.mutateAsync({ id: record.id, body });
      notifyDone(editedToast(record).title);
      onDone();
    } catch (err) {
      const details = apiErrorOf(err)?.details ?? [];
      for (const d of details) setError(FIELD_OF[d.field] ?? 'main', { message: d.message });
      if (details.length === 0) {
        notifyFailed(t('notSaved'), err);
      }
    }
  });
  const e = formState.errors;
  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={(ev) => void onSubmit(ev)}>
      {main && <Field label={t(main)} error={e.main?.message} {...register('main')} />}
      {second && <Field label={t(second)} inputMode="numeric" error={e.second?.message} {...register('second')} />}
      {long && <TextArea label={t(long)} rows={5} error={e.long?.message} {...register('long')} />}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('cancel')}
        </Button>
        <Button type="submit" loading={update.isPending}>
          {t('saveChanges')}
        </Button>
      </div>
    </form>
  );
}
