import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@chapter/shared/constants';
import { useSyncExternalStore } from 'react';

/** The one toast system (docs/product-rules.md "Toasts"). This is its store; components/ui/toaster.tsx renders it. */
export type ToastVariant = 'default' | 'destructive' | 'warning' | 'success';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; the provider's 5000 ms when absent. */
  duration?: number;
}

interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

let toasts: ToastItem[] = [];
let counter = 0;
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

function setToasts(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a toast; the newest comes first and only the newest TOAST_LIMIT are kept. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter += 1;
  const id = String(counter);
  setToasts([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** Closes a toast (or all); it leaves the store TOAST_REMOVE_DELAY_MS later so the exit animation can run. */
export function dismissToast(id?: string): void {
  const closing = toasts.filter((t) => (id === undefined || t.id === id) && t.open);
  if (closing.length === 0) return;
  for (const t of closing) {
    if (removalTimers.has(t.id)) continue;
    removalTimers.set(
      t.id,
      setTimeout(() => {
        removalTimers.delete(t.id);
        setToasts(toasts.filter((x) => x.id !== t.id));
      }, TOAST_REMOVE_DELAY_MS),
    );
  }
  const ids = new Set(closing.map((t) => t.id));
  setToasts(toasts.map((t) => (ids.has(t.id) ? { ...t, open: false } : t)));
}

/** Test helper and logout helper: drops every toast at once. */
export function resetToasts(): void {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  setToasts([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => toasts;

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
