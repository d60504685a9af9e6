import {
  fillVisitorTemplate,
  VISITOR_TEMPLATE_PLACEHOLDERS,
  type VisitorTemplate,
  visitorTemplateRequest,
} from '@chapter/shared/visitor-follow-up.schemas';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FormFailure } from '../../../components/ui/form-failure.tsx';
import { ErrorState, LoadingCards } from '../../../components/ui/list-states.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { fieldBinder } from '../../../lib/field-binder.ts';
import { showServerErrors, useSchemaForm } from '../../../lib/forms.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyDone, notifyFailed } from '../../../lib/notify.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useResetTemplate, useSaveTemplate, useThankYouTemplate } from './api.ts';
import { followUpMessages } from './messages.ts';

/** The chapter's thank-you e-mail: subject and text with placeholders, and a preview of what a visitor reads. */
export function ThankYouTemplate() {
  const template = useThankYouTemplate();
  if (template.isPending) return <LoadingCards count={1} className="sm:grid-cols-1 lg:grid-cols-1" />;
  if (template.isError) return <ErrorState message={template.error.message} onRetry={() => void template.refetch()} />;
  // Keyed by the saved version, so a save or a reset starts the form from what the server holds.
  return <TemplateForm key={`${template.data.updatedAt}`} template={template.data} />;
}

function TemplateForm({ template }: { template: VisitorTemplate }) {
  const t = useMessages(followUpMessages);
  const user = useCurrentUser();
  const save = useSaveTemplate();
  const reset = useResetTemplate();
  const form = useSchemaForm(visitorTemplateRequest, { subject: template.subject, body: template.body });
  const { errors } = form.formState;
  const field = fieldBinder(form.register, errors);
  const [subject, body] = form.watch(['subject', 'body']);
  const sample = {
    visitorName: t('sampleVisitor'),
    chapterName: user.group?.name ?? t('sampleChapter'),
    hostName: user.name,
    inviterName: user.name,
    nextMeeting: t('sampleMeeting'),
  };
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => notifyDone(t('templateSaved')),
      onError: (err) => {
        if (!showServerErrors(form.setError, err)) form.setError('root', { message: err.message });
      },
    }),
  );
  const restore = () =>
    reset.mutate(undefined, {
      onSuccess: () => notifyDone(t('templateReset')),
      onError: (err) => notifyFailed(t('templateNotSaved'), err, t('tryAgain')),
    });
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <p className="text-sm text-muted-foreground">
          {template.isDefault ? t('usingDefault') : t('usingOwn')} {t('sentWhen')}
        </p>
        <Field label={t('subject')} required maxLength={200} {...field('subject')} />
        <TextArea
          label={t('body')}
          rows={12}
          maxLength={5000}
          hint={t('placeholders', { list: VISITOR_TEMPLATE_PLACEHOLDERS.map((p) => `{${p}}`).join(' ') })}
          {...field('body')}
        />
        <FormFailure
          title={t('templateNotSaved')}
          message={errors.root?.message}
          onDismiss={() => form.clearErrors('root')}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={save.isPending}>
            {t('saveTemplate')}
          </Button>
          {!template.isDefault && (
            <Button type="button" variant="secondary" loading={reset.isPending} onClick={restore}>
              {t('resetTemplate')}
            </Button>
          )}
        </div>
      </form>
      <section aria-label={t('preview')} className="flex flex-col gap-2 rounded-xl border bg-card p-4 text-sm">
        <h3 className="font-semibold">{t('preview')}</h3>
        <p className="font-medium" data-excerpt>
          {fillVisitorTemplate(subject ?? '', sample)}
        </p>
        <p className="whitespace-pre-line text-muted-foreground">{fillVisitorTemplate(body ?? '', sample)}</p>
      </section>
    </div>
  );
}
