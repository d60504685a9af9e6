import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { NavItem } from './nav-items.ts';

/** A titled list of big, thumb-friendly links (the /more pages). */
export function LinkList({ title, items }: { title: string; items: Pick<NavItem, 'to' | 'label' | 'icon'>[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-label={title}>
      <h2 className="mb-2 px-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{title}</h2>
      <ul className="divide-y overflow-hidden rounded-2xl border bg-card shadow-xs">
        {items.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className="flex items-center gap-3 px-4 py-3.5 transition-colors hover:bg-accent">
              <span className="rounded-lg bg-muted p-1.5 text-muted-foreground">
                <Icon className="size-4" aria-hidden="true" />
              </span>
              <span className="flex-1 font-medium">{label}</span>
              <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
