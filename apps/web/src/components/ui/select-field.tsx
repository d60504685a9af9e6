import { ChevronDown } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { cn } from '../../lib/cn.ts';

interface Option {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id' | 'children'> {
  label: string;
  options: Option[];
  /** Hides the label visually (it stays the accessible name), for compact filter bars. */
  hideLabel?: boolean;
  error?: string;
}

/** A labelled native select: the platform's own picker on phones, keyboard-friendly everywhere. */
export function SelectField({ label, options, hideLabel = false, error, className, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className={cn('text-sm font-medium', hideLabel && 'sr-only')}>
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          className={cn(
            'h-10 w-full appearance-none rounded-lg border border-input bg-card pe-9 ps-3 text-base text-foreground shadow-xs sm:text-sm',
            'focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none',
            'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive',
          )}
          {...select}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 end-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
      </div>
      {error && <p className="text-xs font-medium text-destructive-strong">{error}</p>}
    </div>
  );
}
