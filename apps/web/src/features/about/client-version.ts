import { CLIENT_VERSION } from '@chapter/shared/constants';
import { TOKEN_KEY } from '../../lib/auth.ts';
import { readLocal, writeLocal } from '../../lib/local-store.ts';

// Stored locally: 3.1.0 until an update stores a newer one (docs/product-rules.md "Versions and updates").
const CLIENT_VERSION_KEY = 'clientVersion';

export function storedClientVersion(): string {
  return readLocal(CLIENT_VERSION_KEY) ?? CLIENT_VERSION;
}

/**
 * Upgrading clears the stored auth tokens, stores the new version and reloads, so the page
 * fetches the new build and the user signs in to it afresh (docs/product-rules.md "Versions and updates").
 */
export function completeUpdate(newVersion: string, reload: () => void = () => window.location.reload()): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage blocked: there is no stored token to clear.
  }
  writeLocal(CLIENT_VERSION_KEY, newVersion);
  reload();
}
