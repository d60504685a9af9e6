import { compareVersions, isNewerVersion } from '@chapter/shared/version';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useRealtimeStatus } from '../../../lib/realtime.ts';
import { onServiceWorkerUpdate } from '../../../lib/service-worker.ts';
import { useServerVersion } from '../api/get-version.ts';
import { aboutKeys } from '../api/keys.ts';
import { storedClientVersion } from '../client-version.ts';

// The dialog (Radix Dialog, DOMPurify) loads only when there is an update to show.
const UpdateDialog = lazy(() => import('./update-dialog.tsx').then((m) => ({ default: m.UpdateDialog })));

/**
 * Version check: the server version comes from GET /api/about/version (on start, then every
 * 30 minutes) and from each real-time connect; when it is newer than the stored client version the
 * 'Update Available' dialog opens (docs/product-rules.md "Versions and updates"). A newly deployed service worker
 * taking over the page asks again at once, so a deploy is noticed without waiting for the next check.
 */
export function UpdateChecker() {
  const queryClient = useQueryClient();
  useEffect(
    () => onServiceWorkerUpdate(() => void queryClient.invalidateQueries({ queryKey: aboutKeys.version })),
    [queryClient],
  );
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
