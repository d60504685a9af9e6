/**
 * A tab left open across a deploy still runs the old build; when it opens a screen it asks for a chunk the new
 * build no longer has, and the server answers 404 (docs/web-delivery.md). The route's error screen then reloads the
 * page once, at the screen's own address, which loads the new build. The time of that reload is kept for this tab,
 * so a chunk that fails again soon after shows the error screen instead of reloading forever.
 */
export const RELOADED_KEY = 'chapter:reloaded-for-new-build';
const AGAIN_AFTER_MS = 60_000;

export function reloadOnceForNewBuild(now: number = Date.now(), reload = () => window.location.reload()): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_KEY));
    if (last && now - last < AGAIN_AFTER_MS) return false;
    sessionStorage.setItem(RELOADED_KEY, String(now));
  } catch {
    // Without storage a reload could not tell it already happened: show the error screen instead.
    return false;
  }
  reload();
  return true;
}
