import type { ReactNode } from 'react';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { settingsMessages } from '../messages.ts';
import { EmailForm } from './email-form.tsx';
import { SettingsCard } from './settings-card.tsx';

interface Props {
  email: string;
  /** The password form lives with sign-in (features/auth); the settings screen places it here. */
  passwordForm: ReactNode;
}

/** Sign-in details: the password (needs the current one) and the e-mail (needs the password). */
export function AccountSection({ email, passwordForm }: Props) {
  const t = useMessages(settingsMessages);
  return (
    <div className="flex flex-col gap-6">
      <SettingsCard id="password" title={t('password')} description={t('passwordIntro')}>
        <div className="max-w-md">{passwordForm}</div>
      </SettingsCard>
      <SettingsCard id="email" title={t('emailAddress')} description={t('emailAddressIntro')}>
        <EmailForm currentEmail={email} />
      </SettingsCard>
    </div>
  );
}
