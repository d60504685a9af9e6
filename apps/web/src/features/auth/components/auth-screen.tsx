import { CLIENT_VERSION } from '@chapter/shared/constants';
import * as webPaths from '@chapter/shared/web-paths';
import { ArrowLeft } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Brand } from '../../../components/layout/brand.tsx';
import { ThemeToggle } from '../../../components/layout/theme-toggle.tsx';
import { hasUsableToken } from '../../../lib/auth.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import type { LoginError } from '../login-error.ts';
import { authMessages } from '../messages.ts';
import { returnPathFrom } from '../return-path.ts';
import { useSignInNavigation } from '../sign-in-navigation.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { LoginErrorBanner } from './login-error-banner.tsx';
import { LoginForm } from './login-form.tsx';
import { MarketingPanel } from './marketing-panel.tsx';
import { REGISTER_FIELDS, RegisterForm } from './register-form.tsx';

type AuthMode = 'login' | 'register' | 'forgot';

/** Login and register mode each have their address; forgot-password mode stays on the address it was opened from. */
const MODE_PATH = { login: webPaths.login, register: webPaths.register } as const;

const COPY = {
  login: { title: 'loginTitle', subtitle: 'loginSubtitle' },
  register: { title: 'registerTitle', subtitle: 'registerSubtitle' },
  forgot: { title: 'forgotTitle', subtitle: 'forgotSubtitle' },
} as const;

/**
 * /login and /register, one screen with three modes (docs/product-rules.md "Sign-in screen"). Both addresses
 * mount this same component, so switching between them (a new account moving on to sign in) keeps its state.
 */
export function AuthScreen() {
  const t = useMessages(authMessages);
  const location = useSignInNavigation();
  // Read once: signing in on this screen navigates on its own, so a later token must not redirect here too.
  const [signedInOnArrival] = useState(hasUsableToken);
  const [mode, setMode] = useState<AuthMode>(location.pathname === MODE_PATH.register ? 'register' : 'login');
  const [error, setError] = useState<{ id: number; value: LoginError } | null>(null);
  const [sent, setSent] = useState(false);
  const [email, setEmail] = useState('');
  // Only a just-created account's password, held in memory so its owner need not type it twice.
  const [newPassword, setNewPassword] = useState('');
  const errorCount = useRef(0);
  const returnPath = returnPathFrom(location.state);
  const clearError = useCallback(() => setError(null), []);
  useEffect(() => {
    if (signedInOnArrival) void location.navigate(returnPath, { replace: true });
  }, [signedInOnArrival, location, returnPath]);

  if (signedInOnArrival) return null;

  const showError = (value: LoginError) => {
    errorCount.current += 1;
    setError({ id: errorCount.current, value });
  };
  // Every mode switch clears the error and forgets a just-created password; leaving forgot-password mode clears the
  // sent state.
  const switchMode = (next: AuthMode) => {
    setError(null);
    setSent(false);
    setNewPassword('');
    setMode(next);
    // The address follows (replacing the entry, as a mode switch is not a page of its own).
    if (next !== 'forgot' && location.pathname !== MODE_PATH[next]) {
      void location.navigate(MODE_PATH[next], { replace: true, state: location.state });
    }
  };
  const { title, subtitle } = COPY[mode];

  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <MarketingPanel />
      <div className="flex min-h-dvh flex-col px-4 py-6 sm:px-8">
        <div className="flex items-center justify-between lg:justify-end">
          <Brand className="lg:hidden" />
          <ThemeToggle />
        </div>
        <main className="mx-auto flex w-full max-w-sm flex-1 flex-col justify-center py-8">
          {mode === 'forgot' && (
            <button
              type="button"
              aria-label={t('back')}
              onClick={() => switchMode('login')}
              className="-ms-2 mb-4 inline-flex w-fit items-center gap-1 rounded-md px-2 py-1 text-sm text-muted-foreground hover:text-foreground"
            >
              <ArrowLeft className="size-4" aria-hidden="true" />
              {t('back')}
            </button>
          )}
          <h1 className="text-2xl font-semibold tracking-tight">{t(title)}</h1>
          <p className="mt-1.5 text-sm text-muted-foreground">{t(subtitle)}</p>
          {error && (
            <div className="mt-5">
              <LoginErrorBanner
                key={error.id}
                error={error.value}
                fieldNames={mode === 'register' ? REGISTER_FIELDS : []}
                onDismiss={() => setError(null)}
              />
            </div>
          )}
          <div className="mt-6">
            {mode === 'login' && (
              <LoginForm
                defaultEmail={email}
                defaultPassword={newPassword}
                returnPath={returnPath}
                onError={showError}
                onForgotPassword={() => switchMode('forgot')}
              />
            )}
            {mode === 'register' && (
              <RegisterForm
                onError={showError}
                onPasswordFixed={clearError}
                onRegistered={(account) => {
                  setEmail(account.email);
                  switchMode('login');
                  // After the switch, which forgets any earlier one: only this sign-in gets it.
                  setNewPassword(account.password);
                }}
              />
            )}
            {mode === 'forgot' && (
              <ForgotPasswordForm
                defaultEmail={email}
                sent={sent}
                onSent={(requested) => {
                  setEmail(requested);
                  setSent(true);
                }}
                onReturn={() => switchMode('login')}
              />
            )}
          </div>
          {mode !== 'forgot' && (
            <button
              type="button"
              onClick={() => switchMode(mode === 'login' ? 'register' : 'login')}
              className="mt-6 rounded-md text-center text-sm text-muted-foreground hover:text-foreground"
            >
              {t(mode === 'login' ? 'needAccount' : 'haveAccount')}
              <span className="font-semibold text-primary">{t(mode === 'login' ? 'signUp' : 'signIn')}</span>
            </button>
          )}
        </main>
        <footer className="flex justify-center">
          <span className="rounded-full border bg-card px-2.5 py-0.5 text-xs text-muted-foreground">
            {t('version', { version: CLIENT_VERSION })}
          </span>
        </footer>
      </div>
    </div>
  );
}
