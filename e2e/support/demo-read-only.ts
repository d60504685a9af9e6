import { type BrowserContext, expect } from '@playwright/test';

/**
 * Journeys work in chapters of their own (support/chapter.ts); the few that read the seeded demo data only read it
 * (docs/decisions/0023-journeys-in-their-own-chapters.md), so no journey depends on the order others run in. This
 * watches every API call of a demo account's browser and fails the journey on a write.
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
