import { type ComponentProps, useId } from 'react';

interface Props extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: string;
  labelNote?: string;
  /** A line under the box saying what the text is for (who sees it). */
  hint?: string;
  error?: string;
}

/** A labelled multi-line input with its error wired up for screen readers, matching Field. */
export function TextArea({ label, labelNote, hint, error, rows = 3, ...textarea }: Props) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {labelNote && <span className="font-normal text-muted-foreground"> {labelNote}</span>}
      </label>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="w-full rounded-lg border border-input bg-card px-3 py-2 text-base shadow-xs focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none aria-invalid:border-destructive sm:text-sm"
        {...textarea}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-destructive-strong">
          {error}
        </p>
      )}
    </div>
  );
}
