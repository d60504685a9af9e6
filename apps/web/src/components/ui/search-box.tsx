import { Search } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

interface Props {
  /** The box's name for screen readers; the placeholder says what it searches. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  className?: string;
}

/** A list's search box with its magnifier, as every screen that filters a list shows it. */
export function SearchBox({ label, value, onChange, placeholder, className }: Props) {
  return (
    <label className={cn('relative flex-1', className)}>
      <span className="sr-only">{label}</span>
      <Search
        className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <input
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        className="h-10 w-full rounded-lg border border-input bg-card pe-3 ps-9 text-base shadow-xs focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none sm:text-sm"
      />
    </label>
  );
}
