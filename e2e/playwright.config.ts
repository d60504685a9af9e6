import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { JOURNEY_BROWSER } from './support/browsers.ts';
import { E2E_BASE_URL } from './support/env.ts';

/**
 * Browser journeys in Debian's Chromium (no browser download; support/browsers.ts says which build): the global setup starts a real SMTP sink
 * and the real server (built web app, embedded SQLite with the demo chapter) on a private port.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/test-results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  // Three journeys at a time on CI's two cores: a journey spends most of its time waiting on the server and the
  // browser (one worker kept half of the cores busy). Two workers took the suite from 9.4 to 6.8 minutes; with 96
  // journeys, three took 274 instead of 300 s in one comparison on an idle machine, every journey passing.
  workers: 3,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // With TEST_TOTALS_DIR set (npm test and CI set it), a JSON report too, for scripts/test-totals.ts to add up.
  reporter: process.env.TEST_TOTALS_DIR
    ? [['list'], ['json', { outputFile: path.join(process.env.TEST_TOTALS_DIR, `playwright-${process.pid}.json`) }]]
    : [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    // A failed journey keeps its screenshot and its page as an accessibility snapshot (error-context.md). A trace (every
    // action, the DOM at each, network, console) is recorded only with E2E_TRACE=1: recorded for every journey to be
    // kept for the failed ones, it cost 12–20 % of the suite's CPU (11 journeys: 141–155 → 122 core-seconds).
    trace: process.env.E2E_TRACE ? { mode: 'retain-on-failure', screenshots: false } : 'off',
    // Journeys run without the service worker, so what they route, wait for and count is the page's own traffic;
    // tests/app-installable.spec.ts turns it on and tests what it does.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: JOURNEY_BROWSER,
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
});
