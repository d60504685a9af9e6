import { PASSWORD_RULES } from '@chapter/shared/password-rules';
import { Check, Circle } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { authMessages } from '../messages.ts';

// Short labels in the order of PASSWORD_RULES; the full rule messages appear as errors after a failed submit.
const LABELS = ['checkLength', 'checkUpper', 'checkLower', 'checkNumber', 'checkSpecial'] as const;

/** The live list of password rules, ticked off while the user types. */
export function PasswordChecklist({ password }: { password: string }) {
  const t = useMessages(authMessages);
  return (
    <ul aria-label={t('requirements')} className="grid grid-cols-1 gap-x-4 gap-y-1 text-xs min-[400px]:grid-cols-2">
      {PASSWORD_RULES.map((rule, i) => {
        const met = rule.test(password);
        const Icon = met ? Check : Circle;
        return (
          <li
            key={rule.message}
            data-met={met}
            className={cn('flex items-center gap-1.5', met ? 'text-success-strong' : 'text-muted-foreground')}
          >
            <Icon className={cn('size-3.5 shrink-0', !met && 'scale-75')} aria-hidden="true" />
            {t(LABELS[i] ?? 'checkLength')}
            <span className="sr-only">{t(met ? 'ruleMet' : 'ruleMissing')}</span>
          </li>
        );
      })}
    </ul>
  );
}
