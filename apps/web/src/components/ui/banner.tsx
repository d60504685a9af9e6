import { AlertTriangle, CheckCircle2, Info, WifiOff, X, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { componentMessages } from '../messages.ts';

export type BannerVariant = 'destructive' | 'warning' | 'neutral' | 'success' | 'info';

const styles: Record<BannerVariant, string> = {
  destructive: 'border-destructive/40 bg-destructive-soft text-destructive-strong',
  warning: 'border-warning/50 bg-warning-soft text-warning-strong',
  neutral: 'border-border bg-muted text-foreground',
  success: 'border-success/40 bg-success-soft text-success-strong',
  info: 'border-primary/30 bg-primary-soft text-foreground',
};

const icons: Record<BannerVariant, typeof Info> = {
  destructive: XCircle,
  warning: AlertTriangle,
  neutral: WifiOff,
  success: CheckCircle2,
  info: Info,
};

interface BannerProps {
  variant: BannerVariant;
  title: string;
  children?: ReactNode;
  /** Renders a close button named "Dismiss". */
  onDismiss?: () => void;
  className?: string;
  /** Errors interrupt (role=alert); notices are read politely (role=status). */
  urgent?: boolean;
}

/** An inline message box: form errors, notices, confirmations. */
export function Banner({ variant, title, children, onDismiss, className, urgent = true }: BannerProps) {
  const Icon = icons[variant];
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      data-variant={variant}
      className={cn('flex gap-3 rounded-xl border p-3.5 text-sm', styles[variant], className)}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{title}</p>
        {children && <div className="mt-1 space-y-1 leading-relaxed">{children}</div>}
      </div>
      {onDismiss && <DismissButton onDismiss={onDismiss} />}
    </div>
  );
}

/** The close button, with its words: only a banner that can be dismissed reads them. */
function DismissButton({ onDismiss }: { onDismiss: () => void }) {
  const t = useMessages(componentMessages);
  return (
    <button
      type="button"
      onClick={onDismiss}
      aria-label={t('dismiss')}
      className="-m-1 h-fit rounded-md p-1 opacity-70 transition-opacity hover:opacity-100"
    >
      <X className="size-4" aria-hidden="true" />
    </button>
  );
}
