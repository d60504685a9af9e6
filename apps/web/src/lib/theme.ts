import { useSyncExternalStore } from 'react';

/** Light and dark themes (class on <html>); the system's choice until the user picks one. */
export type ThemePreference = 'light' | 'dark' | 'system';
type Theme = 'light' | 'dark';

// public/theme-init.js reads the same key before first paint.
const THEME_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

export function getThemePreference(): ThemePreference {
  try {
    const stored = localStorage.getItem(THEME_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

function systemTheme(): Theme {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

function resolveTheme(preference: ThemePreference = getThemePreference()): Theme {
  return preference === 'system' ? systemTheme() : preference;
}

export function applyTheme(): void {
  document.documentElement.classList.toggle('dark', resolveTheme() === 'dark');
}

/** Applies a theme at once and remembers it on this device for the pre-paint script. */
export function setThemePreference(preference: ThemePreference): void {
  try {
    if (preference === 'system') localStorage.removeItem(THEME_KEY);
    else localStorage.setItem(THEME_KEY, preference);
  } catch {
    // Without storage the choice lasts until the page reloads.
  }
  applyTheme();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : undefined;
  const onSystemChange = () => {
    if (getThemePreference() === 'system') {
      applyTheme();
      listener();
    }
  };
  media?.addEventListener('change', onSystemChange);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', onSystemChange);
  };
}

/** The theme in effect, and a toggle that pins the opposite one. */
export function useTheme(): { theme: Theme; toggle: () => void } {
  const theme = useSyncExternalStore(
    subscribe,
    () => resolveTheme(),
    () => 'light' as Theme,
  );
  return { theme, toggle: () => setThemePreference(theme === 'dark' ? 'light' : 'dark') };
}
