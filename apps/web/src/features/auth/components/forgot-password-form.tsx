import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { fieldBinder } from '../../../lib/field-binder.ts';
import { notifyInfo } from '../../../lib/notify.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { EmailField, emailRules } from './account-fields.tsx';

const RESET_REQUESTED_TITLE = 'Check your email';
const RESET_REQUESTED_MESSAGE = 'If an account exists with that email, you will receive password reset instructions.';

interface Props {
  defaultEmail: string;
  sent: boolean;
  onSent: (email: string) => void;
  onReturn: () => void;
}

/** Success and failure look the same, so the form never reveals whether an account exists. */
export function ForgotPasswordForm({ defaultEmail, sent, onSent, onReturn }: Props) {
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
    notifyInfo(RESET_REQUESTED_TITLE, RESET_REQUESTED_MESSAGE);
    onSent(email.trim());
  });

  if (sent) {
    return (
      <div className="flex flex-col gap-5">
        <div role="status" className="flex gap-3 rounded-xl border border-success/40 bg-success-soft p-4 text-sm">
          <MailCheck className="mt-0.5 size-5 shrink-0 text-success-strong" aria-hidden="true" />
          <div className="text-success-strong">
            <p className="font-semibold">Reset link requested</p>
            <p className="mt-1 leading-relaxed">
              If an account exists for {getValues('email') || 'that address'}, an email with a link to choose a new
              password is on its way. The link works for one hour.
            </p>
          </div>
        </div>
        <Button variant="secondary" size="lg" className="w-full" onClick={onReturn}>
          Return to sign in
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <EmailField {...field('email', emailRules())} />
      <Button type="submit" size="lg" loading={isSubmitting} className="w-full">
        Send reset link
      </Button>
      <Button variant="ghost" className="w-full" onClick={onReturn}>
        Return to sign in
      </Button>
    </form>
  );
}
