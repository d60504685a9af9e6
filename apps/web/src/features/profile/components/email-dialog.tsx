import { memberEmailChangeRequest, ownEmailChangeRequest } from '@chapter/shared/profile.schemas';
import { useState } from 'react';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { apiErrorOf } from '../../../lib/api-error.ts';
import { useChangeEmail } from '../../../lib/change-email.ts';
import { fieldBinder } from '../../../lib/field-binder.ts';
import { useSchemaForm } from '../../../lib/forms.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyDone } from '../../../lib/notify.ts';
import { profileMessages } from '../messages.ts';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  current: string;
  /** Another member's address (managers, no password); undefined for one's own (password required). */
  userId?: number;
}

/** Changes the sign-in e-mail: one's own with the password, a member's by a manager (docs/roles-and-permissions.md). */
export function EmailDialog({ open, onOpenChange, current, userId }: Props) {
  const t = useMessages(profileMessages);
  const change = useChangeEmail();
  const [failure, setFailure] = useState<string | null>(null);
  const own = userId === undefined;
  // One's own address needs the current password; a manager changing a member's sends none.
  const { register, handleSubmit, setError, reset, formState } = useSchemaForm(
    own ? ownEmailChangeRequest : memberEmailChangeRequest,
    { email: '', password: '' },
  );
  const field = fieldBinder(register, formState.errors);
  const close = (next: boolean) => {
    if (!next) reset();
    setFailure(null);
    onOpenChange(next);
  };

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      await change.mutateAsync({ email, ...(own ? { password } : { userId }) });
      notifyDone(t('emailChanged'), t('signInWith', { email }));
      close(false);
    } catch (err) {
      const api = apiErrorOf(err);
      const fieldErrors = (api?.details ?? []).filter((d) => d.field === 'email' || d.field === 'password');
      for (const d of fieldErrors) setError(d.field as 'email' | 'password', { type: 'server', message: d.message });
      if (fieldErrors.length === 0) setFailure(api?.message ?? t('emailNotChanged'));
    }
  });

  return (
    <Dialog open={open} onOpenChange={close} title={t('changeEmail')} description={t('currently', { email: current })}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {failure && (
          <Banner variant="destructive" title={t('notChanged')} onDismiss={() => setFailure(null)}>
            <p>{failure}</p>
          </Banner>
        )}
        <Field label={t('newEmail')} type="email" autoComplete="email" required {...field('email')} />
        {own && (
          <Field
            label={t('currentPassword')}
            type="password"
            autoComplete="current-password"
            required
            {...field('password')}
          />
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => close(false)}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            {t('changeEmail')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
