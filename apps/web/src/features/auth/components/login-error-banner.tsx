import { Banner } from '../../../components/ui/banner.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import { attemptsText, bannerTitle, bannerVariant, formatCountdown, type LoginError } from '../login-error.ts';
import { authMessages } from '../messages.ts';

interface Props {
  error: LoginError;
  onDismiss: () => void;
  /** Field names shown next to their inputs; their details are not repeated here. */
  fieldNames?: readonly string[];
}

/** The sign-in screen's dismissible error banner (docs/product-rules.md "Sign-in errors"); new key per error. */
export function LoginErrorBanner({ error, onDismiss, fieldNames = [] }: Props) {
  const t = useMessages(authMessages);
  const remaining = useCountdown(error.retryAfter);
  const attempts = attemptsText(error.remainingAttempts);
  const otherDetails = (error.details ?? []).filter((d) => !fieldNames.includes(d.field));
  return (
    <Banner variant={bannerVariant(error.type)} title={bannerTitle(error.type)} onDismiss={onDismiss}>
      <p>{error.message}</p>
      {otherDetails.length > 0 && (
        <ul className="list-disc ps-5">
          {otherDetails.map((d) => (
            <li key={`${d.field}:${d.message}`}>{d.message}</li>
          ))}
        </ul>
      )}
      {attempts && <p className="font-medium">{attempts}</p>}
      {/* aria-live off: the alert is announced once, not again on every tick. */}
      {remaining > 0 && (
        <p aria-live="off" className="font-medium tabular-nums">
          {t('tryAgainIn', { time: formatCountdown(remaining) })}
        </p>
      )}
    </Banner>
  );
}
