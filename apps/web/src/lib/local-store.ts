import { useSyncExternalStore } from 'react';

/**
 * Small values this browser remembers (sidebar state, font, client version). Storage may be blocked
 * (private mode), so every read has a fallback and a failed write keeps the value for this page only.
 */
const memory = new Map<string, string>();
const listeners = new Map<string, Set<() => void>>();

export function readLocal(key: string): string | null {
  try {
    return localStorage.getItem(key) ?? memory.get(key) ?? null;
  } catch {
    return memory.get(key) ?? null;
  }
}

export function writeLocal(key: string, value: string): void {
  memory.set(key, value);
  try {
    localStorage.setItem(key, value);
  } catch {
    // The in-memory copy above keeps the choice until the page reloads.
  }
  for (const listener of listeners.get(key) ?? []) listener();
}

function subscribe(key: string, listener: () => void): () => void {
  const set = listeners.get(key) ?? new Set();
  set.add(listener);
  listeners.set(key, set);
  // Another tab changing the value changes it here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    set.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** A remembered string and its setter; `fallback` while nothing is stored. */
export function useLocalValue(key: string, fallback: string): [string, (value: string) => void] {
  const value = useSyncExternalStore(
    (listener) => subscribe(key, listener),
    () => readLocal(key) ?? fallback,
    () => fallback,
  );
  return [value, (next: string) => writeLocal(key, next)];
}
