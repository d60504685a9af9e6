import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD } from '@chapter/shared/constants';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { AlertTriangle, CheckCircle2, Info, X, XCircle } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { useMessagesNow } from '../../lib/i18n/use-messages-now.ts';
import { dismissToast, type ToastVariant, useToasts } from '../../lib/toast.ts';
import { componentMessages } from '../messages.ts';

const styles: Record<ToastVariant, string> = {
  default: 'border-border bg-card text-card-foreground',
  destructive: 'border-destructive/40 bg-destructive-soft text-destructive-strong',
  warning: 'border-warning/50 bg-warning-soft text-warning-strong',
  success: 'border-success/40 bg-success-soft text-success-strong',
};

const icons: Record<ToastVariant, typeof Info> = {
  default: Info,
  destructive: XCircle,
  warning: AlertTriangle,
  success: CheckCircle2,
};

/** Renders the toast store (lib/toast.ts) top-center with Radix Toast (docs/product-rules.md "Toasts"). */
export function Toaster() {
  // Toasts say what failed too, offline included: they show without waiting for their words (use-messages-now.ts).
  const t = useMessagesNow(componentMessages);
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="up" swipeThreshold={TOAST_SWIPE_THRESHOLD}>
      {/* Oldest first, so each new toast mounts last; the reversed column then shows the newest on top. */}
      {[...toasts].reverse().map(({ id, title, description, variant = 'default', duration, open }) => {
        const Icon = icons[variant];
        return (
          <ToastPrimitive.Root
            key={id}
            open={open}
            duration={duration}
            onOpenChange={(next) => {
              if (!next) dismissToast(id);
            }}
            data-variant={variant}
            className={cn(
              'toast pointer-events-auto flex w-full items-start gap-3 rounded-xl border p-4 shadow-lg',
              styles[variant],
            )}
          >
            <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>
              {description && (
                <ToastPrimitive.Description className="mt-0.5 text-sm opacity-90">
                  {description}
                </ToastPrimitive.Description>
              )}
            </div>
            <ToastPrimitive.Close
              aria-label={t('close')}
              className="-m-1 rounded-md p-1 opacity-70 transition-opacity hover:opacity-100"
            >
              <X className="size-4" aria-hidden="true" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport className="fixed top-0 left-1/2 z-[100] flex w-full max-w-md -translate-x-1/2 flex-col-reverse gap-2 p-4 outline-none" />
    </ToastPrimitive.Provider>
  );
}
