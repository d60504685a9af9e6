import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn.ts';

interface FieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  /** Shown after the label in a quieter style, e.g. "(optional)"; part of the accessible name. */
  labelNote?: string;
  hint?: ReactNode;
  /** One message or a list (the password rules are listed one per line). */
  error?: string | string[];
  /** Extra content under the input, described by it (e.g. the live password rule list). */
  below?: ReactNode;
}

/** A labelled input with its hint and errors wired up by id, so screen readers announce all of them. */
export function Field({ label, labelNote, hint, error, below, className, ...input }: FieldProps) {
  const id = useId();
  const errors = error === undefined ? [] : Array.isArray(error) ? error : [error];
  const hintId = hint ? `${id}-hint` : undefined;
  const belowId = below ? `${id}-below` : undefined;
  const errorId = errors.length > 0 ? `${id}-error` : undefined;
  const describedBy = [hintId, belowId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-foreground">
        {label}
        {labelNote && <span className="font-normal text-muted-foreground"> {labelNote}</span>}
      </label>
      <input
        id={id}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={describedBy}
        className={cn(
          'h-10 w-full rounded-lg border border-input bg-card px-3 text-base text-foreground shadow-xs sm:text-sm',
          'placeholder:text-muted-foreground/80 transition-colors',
          'focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25',
          'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/25',
          'disabled:cursor-not-allowed disabled:opacity-60',
        )}
        {...input}
      />
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {below && <div id={belowId}>{below}</div>}
      {errorId && (
        <ul id={errorId} className="flex flex-col gap-0.5 text-xs font-medium text-destructive-strong">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
