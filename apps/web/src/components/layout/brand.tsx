import { cn } from '../../lib/cn.ts';

/** The app's mark: three connected members. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <g fill="none" strokeWidth="2.2" strokeLinecap="round" className="stroke-primary-foreground">
        <path d="M10.5 21.5 16 11l5.5 10.5" />
        <path d="M10.5 21.5h11" />
      </g>
      <g className="fill-primary-foreground">
        <circle cx="16" cy="10.5" r="3" />
        <circle cx="10" cy="22" r="3" />
        <circle cx="22" cy="22" r="3" />
      </g>
    </svg>
  );
}

export const APP_NAME = 'Chapter';

export function Brand({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5 text-lg font-semibold tracking-tight', className)}>
      <BrandMark />
      {APP_NAME}
    </span>
  );
}
