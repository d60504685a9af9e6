import type { ReactNode } from 'react';
import { EmailForm } from './email-form.tsx';
import { SettingsCard } from './settings-card.tsx';

interface Props {
  email: string;
  /** The password form lives with sign-in (features/auth); the settings screen places it here. */
  passwordForm: ReactNode;
}

/** Sign-in details: the password (needs the current one) and the e-mail (needs the password). */
export function AccountSection({ email, passwordForm }: Props) {
  return (
    <div className="flex flex-col gap-6">
      <SettingsCard
        id="password"
        title="Password"
        description="Enter your current password, then choose a new one. Every other device signed in to your account is signed out."
      >
        <div className="max-w-md">{passwordForm}</div>
      </SettingsCard>
      <SettingsCard
        id="email"
        title="E-mail address"
        description="The address you sign in with and where we send e-mail."
      >
        <EmailForm currentEmail={email} />
      </SettingsCard>
    </div>
  );
}
