import { useSyncExternalStore } from 'react';

/**
 * Small values this browser remembers (sidebar state, font, client version). Storage may be blocked
 * (private mode), so every read has a fallback and a failed write keeps the value for this page only.
 */
/** Values whose write to storage failed: they win over storage until the page reloads. */
const memory = new Map<string, string>();
const listeners = new Map<string, Set<() => void>>();

export function readLocal(key: string): string | null {
  try {
    return memory.get(key) ?? localStorage.getItem(key);
  } catch {
    return memory.get(key) ?? null;
  }
}

export function writeLocal(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
    // Stored: storage is the truth from now on, so another tab's later change or removal is read back.
    memory.delete(key);
  } catch {
    // The in-memory copy keeps the choice until the page reloads.
    memory.set(key, value);
  }
  for (const listener of listeners.get(key) ?? []) listener();
}

/** The keys remembered under a prefix, in storage or (when storage refused the write) in this page's memory. */
export function localKeys(prefix: string): string[] {
  const keys = new Set([...memory.keys()].filter((k) => k.startsWith(prefix)));
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(prefix)) keys.add(key);
    }
  } catch {
    // Storage blocked: the memory copies are all there is.
  }
  return [...keys];
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
