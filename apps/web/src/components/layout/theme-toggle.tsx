import { Moon, Sun } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { useTheme } from '../../lib/theme.ts';
import { buttonClasses } from '../ui/button.tsx';
import { shellMessages } from './messages.ts';

/** Flips between light and dark and remembers the choice on this device. */
export function ThemeToggle({ className }: { className?: string }) {
  const t = useMessages(shellMessages);
  const { theme, toggle } = useTheme();
  const Icon = theme === 'dark' ? Sun : Moon;
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={t('toggleTheme')}
      title={t(theme === 'dark' ? 'switchToLight' : 'switchToDark')}
      className={cn(buttonClasses('ghost', 'icon'), 'text-muted-foreground hover:text-foreground', className)}
    >
      <Icon aria-hidden="true" />
    </button>
  );
}
