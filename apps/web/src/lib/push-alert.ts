import * as webPaths from '@chapter/shared/web-paths';

/**
 * What the service worker does with a push (docs/installable-app.md), as plain functions both builds compile: the
 * notification to show, and whether to show one at all.
 */
interface PushAlert {
  title: string;
  body: string;
  /** The screen a tap opens (a path of this app). */
  url: string;
  /** A newer alert with the same tag replaces the older one (one per conversation). */
  tag: string;
}

/** Reads a push's JSON; anything unexpected still gives a safe alert that opens home. */
export function readPushAlert(data: unknown): PushAlert {
  const d = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const text = (v: unknown, fallback: string) => (typeof v === 'string' && v.trim() ? v : fallback);
  const url = text(d.url, webPaths.home);
  return {
    title: text(d.title, 'Chapter'),
    body: text(d.body, ''),
    // Only a path of this app: a push can never send the member to another site.
    url: url.startsWith('/') && !url.startsWith('//') ? url : webPaths.home,
    tag: text(d.tag, 'chapter'),
  };
}

/** No alert while the member has the app in front: the in-app notice covers it. */
export function appInFront(windows: ReadonlyArray<{ visibilityState: string; focused: boolean }>): boolean {
  return windows.some((w) => w.visibilityState === 'visible' && w.focused);
}
