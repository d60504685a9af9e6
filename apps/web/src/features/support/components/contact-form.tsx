import { supportContactRequest } from '@chapter/shared/support.schemas';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { fieldBinder } from '../../../lib/field-binder.ts';
import { useSchemaForm } from '../../../lib/forms.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyDone, notifyFailed } from '../../../lib/notify.ts';
import { useContactSupport } from '../api/contact-support.ts';
import { supportMessages } from '../messages.ts';

/** The member's part of the support request: the account supplies the name and the reply address. */
const contactRequest = supportContactRequest.pick({ subject: true, message: true });

/** A message to the support team; the answer goes to the account's e-mail. */
export function ContactForm({ replyTo }: { replyTo: string }) {
  const t = useMessages(supportMessages);
  const contact = useContactSupport();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useSchemaForm(contactRequest, { subject: '', message: '' });
  const field = fieldBinder(register, errors);

  const onSubmit = handleSubmit(async ({ subject, message }) => {
    try {
      const result = await contact.mutateAsync({ subject, message });
      notifyDone(t('messageSent'), result.message);
      reset();
    } catch (err) {
      notifyFailed(t('messageNotSent'), err, t('tryAgainSoon'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Field label={t('subject')} maxLength={200} {...field('subject')} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="support-message" className="text-sm font-medium">
          {t('message')}
        </label>
        <textarea
          id="support-message"
          rows={6}
          maxLength={5000}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? 'support-message-error' : 'support-message-hint'}
          className="w-full rounded-lg border border-input bg-card px-3 py-2 text-base shadow-xs focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none aria-invalid:border-destructive sm:text-sm"
          {...register('message')}
        />
        {errors.message ? (
          <p id="support-message-error" className="text-xs font-medium text-destructive-strong">
            {errors.message.message}
          </p>
        ) : (
          <p id="support-message-hint" className="text-xs text-muted-foreground">
            {t('replyHint', { email: replyTo })}
          </p>
        )}
      </div>
      <Button type="submit" loading={isSubmitting} className="self-start">
        {t('sendMessage')}
      </Button>
    </form>
  );
}
