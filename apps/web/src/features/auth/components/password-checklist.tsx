import { PASSWORD_RULES } from '@chapter/shared/password-rules';
import { Check, Circle } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

// Short labels in the order of PASSWORD_RULES; the full rule messages appear as errors after a failed submit.
const LABELS = ['8 or more characters', 'An uppercase letter', 'A lowercase letter', 'A number', 'A special character'];

/** The live list of password rules, ticked off while the user types. */
export function PasswordChecklist({ password }: { password: string }) {
  return (
    <ul aria-label="Requirements" className="grid grid-cols-1 gap-x-4 gap-y-1 text-xs min-[400px]:grid-cols-2">
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
            {LABELS[i]}
            <span className="sr-only">{met ? '(done)' : '(missing)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
