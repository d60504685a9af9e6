import { type BrowserContext, expect } from '@playwright/test';

/**
 * Journeys on the shared demo chapter only read it. The seeded demo chapter is a realistic chapter for the walks
 * that look at the app (screenshots, accessibility, page weight, request counts, navigation by role); a journey
 * that changes something makes a chapter of its own (support/chapter.ts), so no journey depends on the order others
 * run in. This watches every API call of a demo account's browser and fails the journey on a write.
 */

/** Writes that change nothing another journey reads: a session of one's own, and reading one's own feed. */
const SESSION_ONLY = [/^\/api\/login$/, /^\/api\/logout$/, /^\/api\/push\/subscriptions$/];

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function watchDemoReadOnly(context: BrowserContext): void {
  context.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith('/api/') || READS.has(request.method())) return;
    if (SESSION_ONLY.some((allowed) => allowed.test(pathname))) return;
    expect
      .soft(
        `${request.method()} ${pathname}`,
        'A journey on the shared demo chapter wrote to it: give the journey a chapter of its own (support/chapter.ts)',
      )
      .toBe('no write to the demo chapter');
  });
}
