import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { fieldBinder } from '../../../lib/field-binder.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyInfo } from '../../../lib/notify.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { authMessages } from '../messages.ts';
import { EmailField, emailRules } from './account-fields.tsx';

interface Props {
  defaultEmail: string;
  sent: boolean;
  onSent: (email: string) => void;
  onReturn: () => void;
}

/** Success and failure look the same, so the form never reveals whether an account exists. */
export function ForgotPasswordForm({ defaultEmail, sent, onSent, onReturn }: Props) {
  const t = useMessages(authMessages);
  const requestReset = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({ defaultValues: { email: defaultEmail } });
  const field = fieldBinder(register, errors);

  const onSubmit = handleSubmit(async ({ email }) => {
    await requestReset.mutateAsync(email.trim()).catch(() => undefined);
    notifyInfo(t('resetRequestedTitle'), t('resetRequestedMessage'));
    onSent(email.trim());
  });

  if (sent) {
    return (
      <div className="flex flex-col gap-5">
        <div role="status" className="flex gap-3 rounded-xl border border-success/40 bg-success-soft p-4 text-sm">
          <MailCheck className="mt-0.5 size-5 shrink-0 text-success-strong" aria-hidden="true" />
          <div className="text-success-strong">
            <p className="font-semibold">{t('resetLinkRequested')}</p>
            <p className="mt-1 leading-relaxed">
              {t('resetLinkOnItsWay', { email: getValues('email') || t('thatAddress') })}
            </p>
          </div>
        </div>
        <Button variant="secondary" size="lg" className="w-full" onClick={onReturn}>
          {t('returnToSignIn')}
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <EmailField {...field('email', emailRules())} />
      <Button type="submit" size="lg" loading={isSubmitting} className="w-full">
        {t('sendResetLink')}
      </Button>
      <Button variant="ghost" className="w-full" onClick={onReturn}>
        {t('returnToSignIn')}
      </Button>
    </form>
  );
}
