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
  // Three journeys at a time on CI's two cores: a journey spends most of its time waiting on the server and the
  // browser (one worker kept half of the cores busy). Two workers took the suite from 9.4 to 6.8 minutes; with 96
  // journeys, three took 274 instead of 300 s in one comparison on an idle machine, every journey passing.
  workers: 3,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    // A failed journey keeps its trace: every action, the page's DOM at each, network and console. Not the screencast
    // of screenshots: recording it took a third of the suite's CPU (17 journeys: 120 → 83 core-seconds, 65 → 48 s),
    // and a failure's own screenshot is kept below.
    trace: { mode: 'retain-on-failure', screenshots: false },
    // Journeys run without the service worker, so what they route, wait for and count is the page's own traffic;
    // tests/app-installable.spec.ts turns it on and tests what it does.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Compositing in software, inside the browser process, rather than in a GPU process of its own: 17 journeys took
      // 80–84 instead of 92–100 core-seconds (46–47 instead of 53–56 s). Pages are drawn the same.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-gpu-compositing',
        '--in-process-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
});
