/**
 * How long a queued change's request (an attendance mark, a slip) may go unanswered before the phone keeps it and
 * tries again later: a venue's wifi whose uplink died accepts the request and never answers it
 * (docs/installable-app.md "Writing offline"). Longer than a slow but working connection needs; the server takes
 * the same request twice as no change, so a late answer to an abandoned send does no harm.
 */
const SEND_TIMEOUT_MS = 6_000;

/** A signal that aborts a queued change's request after the timeout. */
export function sendTimeout(ms: number = SEND_TIMEOUT_MS): AbortSignal {
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException('No answer from the server in time', 'TimeoutError')), ms);
  return controller.signal;
}
