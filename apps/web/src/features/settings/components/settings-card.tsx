import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

interface Props {
  /** The subcategory name: /settings/{category}/{id} scrolls to this card. */
  id: string;
  title: string;
  description: string;
  children: ReactNode;
  className?: string;
}

/** One group of settings with its heading. */
export function SettingsCard({ id, title, description, children, className }: Props) {
  return (
    <section
      id={`settings-${id}`}
      aria-labelledby={`settings-${id}-title`}
      className={cn('scroll-mt-24 rounded-2xl border bg-card p-5 shadow-xs sm:p-6', className)}
    >
      <h2 id={`settings-${id}-title`} className="text-base font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{description}</p>
      <div className="mt-5">{children}</div>
    </section>
  );
}
