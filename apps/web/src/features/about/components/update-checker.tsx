import { compareVersions, isNewerVersion } from '@chapter/shared/version';
import { lazy, Suspense } from 'react';
import { useRealtimeStatus } from '../../../lib/realtime.ts';
import { useServerVersion } from '../api/get-version.ts';
import { storedClientVersion } from '../client-version.ts';

// The dialog (Radix Dialog, DOMPurify) loads only when there is an update to show.
const UpdateDialog = lazy(() => import('./update-dialog.tsx').then((m) => ({ default: m.UpdateDialog })));

/**
 * Version check: the server version comes from GET /api/about/version (on start, then every
 * 30 minutes) and from each real-time connect; when it is newer than the stored client version the
 * 'Update Available' dialog opens (docs/product-rules.md "Versions and updates").
 */
export function UpdateChecker() {
  const fromHttp = useServerVersion().data?.serverVersion;
  const fromRealtime = useRealtimeStatus().serverVersion;
  const current = storedClientVersion();
  const newest = [fromHttp, fromRealtime]
    .filter((v): v is string => Boolean(v))
    .sort((a, b) => compareVersions(b, a))[0];
  if (!newest || !isNewerVersion(newest, current)) return null;
  return (
    <Suspense fallback={null}>
      <UpdateDialog currentVersion={current} newVersion={newest} />
    </Suspense>
  );
}
