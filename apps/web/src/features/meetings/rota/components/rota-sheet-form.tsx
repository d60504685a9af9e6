import { type FeaturePresentation, GAINS_FIELDS, ROTA_LIMITS, rotaSheet } from '@chapter/shared/speaker-rota.schemas';
import { Button } from '../../../../components/ui/button.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { FormFailure } from '../../../../components/ui/form-failure.tsx';
import { TextArea } from '../../../../components/ui/text-area.tsx';
import { showServerErrors, useSchemaForm } from '../../../../lib/forms.ts';
import { useMessages } from '../../../../lib/i18n/use-messages.ts';
import { failureReason, notifyDone } from '../../../../lib/notify.ts';
import { useSaveSheet } from '../api/rota.ts';
import { rotaMessages } from '../messages.ts';

interface Props {
  meetingId: number;
  sheet: FeaturePresentation['sheet'] | undefined;
  onDone?: () => void;
}

/** The presenter's topic and GAINS sheet, checked by the shared rules (each text at most 500 characters). */
export function RotaSheetForm({ meetingId, sheet, onDone }: Props) {
  const t = useMessages(rotaMessages);
  const save = useSaveSheet(meetingId);
  const form = useSchemaForm(rotaSheet, {
    topic: sheet?.topic ?? '',
    goals: sheet?.goals ?? '',
    accomplishments: sheet?.accomplishments ?? '',
    interests: sheet?.interests ?? '',
    networks: sheet?.networks ?? '',
    skills: sheet?.skills ?? '',
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      notifyDone(t('sheetSaved'));
      onDone?.();
    } catch (err) {
      if (!showServerErrors(form.setError, err)) form.setError('root', { message: failureReason(err) });
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3">
      <FormFailure title={t('notSaved')} message={errors.root?.message} onDismiss={() => form.clearErrors('root')} />
      <Field
        label={t('topic')}
        labelNote={t('optional')}
        maxLength={ROTA_LIMITS.topic + 20}
        error={errors.topic?.message}
        {...form.register('topic')}
      />
      <p className="text-sm text-muted-foreground">{t('gainsIntro')}</p>
      {GAINS_FIELDS.map((name) => (
        <TextArea
          key={name}
          label={t('gains', { field: name })}
          hint={t('gainsHint', { field: name })}
          error={errors[name]?.message}
          {...form.register(name)}
        />
      ))}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('saveSheet')}
        </Button>
        {onDone && (
          <Button variant="ghost" onClick={onDone}>
            {t('cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
