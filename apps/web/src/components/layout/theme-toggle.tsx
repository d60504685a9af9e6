import { Moon, Sun } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { useTheme } from '../../lib/theme.ts';
import { buttonClasses } from '../ui/button.tsx';

/** Flips between light and dark and remembers the choice on this device. */
export function ThemeToggle({ className }: { className?: string }) {
  const { theme, toggle } = useTheme();
  const Icon = theme === 'dark' ? Sun : Moon;
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label="Toggle theme"
      title={theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
      className={cn(buttonClasses('ghost', 'icon'), 'text-muted-foreground hover:text-foreground', className)}
    >
      <Icon aria-hidden="true" />
    </button>
  );
}
