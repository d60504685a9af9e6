import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL } from './support/env.ts';

/**
 * Browser journeys in Debian's Chromium (no browser download): the global setup starts a real SMTP sink
 * and the real server (built web app, embedded SQLite with the demo chapter) on a private port.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/test-results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  // One journey at a time: several live journeys each drive three browsers, and two at once on two cores
  // starved each other past the 60 s budget.
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    // Journeys run without the service worker, so what they route, wait for and count is the page's own traffic;
    // tests/app-installable.spec.ts turns it on and tests what it does.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
});
