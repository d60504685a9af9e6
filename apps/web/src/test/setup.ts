import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { resetSessionEnd } from '../lib/auth.ts';
import { resetLocale } from '../lib/i18n/locale.ts';
import { queryClient } from '../lib/query-client.ts';
import { resetToasts } from '../lib/toast.ts';
import { installFakeWebSocket } from './fake-websocket.ts';

// The signed-in shell loads the real-time SDK and its live-sync listeners after the first paint
// (docs/web-delivery.md), and the typed client loads the route contract to check answers (lib/api.ts). Loaded here
// once per test file, the app's own dynamic imports find them ready, so a test on a busy machine does not spend
// its time budget transforming them.
await Promise.all([
  import('@chapter/shared/api/contract'),
  import('../lib/realtime-sdk.ts'),
  import('../features/inbox/components/inbox-live-sync.tsx'),
  import('../features/activity/components/activity-live-sync.tsx'),
  import('../features/chapter/components/chapter-live-sync.tsx'),
]);

// CI shares 2 cores between the server and web suites: give findBy/waitFor room beyond the 1 s default.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout, so it does not implement scrolling; the app scrolls to the top on every path change.
window.scrollTo = () => undefined;

// The signed-in shell opens a real-time connection; tests get a fake socket that never reaches a server.
beforeEach(() => {
  installFakeWebSocket();
});

// Each test starts signed out, with an empty cache and no toasts; these are app singletons, not mocks.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  resetLocale();
  queryClient.clear();
  resetToasts();
  // A logout in one test would otherwise make the next signed-out test forget where it was heading.
  resetSessionEnd();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
