import type { Page } from '@playwright/test';

/** One response as the browser received it: from the network (with its bytes on the wire) or from its cache. */
export interface Received {
  url: string;
  type: string;
  status: number;
  fromCache: boolean;
  /** Bytes on the wire: headers and the body as encoded (Brotli, gzip) by the server. 0 when from cache. */
  encodedBytes: number;
  encoding: string;
  /** When the browser sent the request and when the response had fully arrived (seconds, one clock per page). */
  sentAt: number;
  doneAt: number;
}

/**
 * Records every response of `page` through the Chrome DevTools Protocol, which — unlike Playwright's own events —
 * says whether a response came from the HTTP cache and how many bytes crossed the wire.
 */
export async function recordNetwork(page: Page): Promise<{ received: Received[]; stop(): Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  const byId = new Map<string, Received>();
  const sent = new Map<string, number>();
  const received: Received[] = [];
  cdp.on('Network.requestWillBeSent', (e) => {
    sent.set(e.requestId, e.timestamp);
  });
  cdp.on('Network.responseReceived', (e) => {
    const r: Received = {
      url: e.response.url,
      type: e.type ?? 'Other',
      status: e.response.status,
      fromCache: Boolean(e.response.fromDiskCache || e.response.fromPrefetchCache),
      encodedBytes: 0,
      sentAt: sent.get(e.requestId) ?? e.timestamp,
      doneAt: Number.POSITIVE_INFINITY,
      encoding: String(
        Object.entries(e.response.headers).find(([k]) => k.toLowerCase() === 'content-encoding')?.[1] ?? '',
      ),
    };
    byId.set(e.requestId, r);
    received.push(r);
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const r = byId.get(e.requestId);
    if (r) r.fromCache = true;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = byId.get(e.requestId);
    if (!r) return;
    r.doneAt = e.timestamp;
    if (!r.fromCache) r.encodedBytes = e.encodedDataLength;
  });
  await cdp.send('Network.enable');
  return {
    received,
    stop: async () => {
      await cdp.detach();
    },
  };
}

/** Content-hashed build output: the files a repeat visit must take from the cache. */
export const isHashedAsset = (url: string) => new URL(url).pathname.startsWith('/assets/');
