import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/**
 * Compositing in software, inside the browser process, rather than in a GPU process of its own: 17 journeys took
 * 80–84 instead of 92–100 core-seconds (46–47 instead of 53–56 s). Pages are drawn the same.
 */
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-gpu-compositing',
  '--in-process-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The journeys' browser: Debian's headless shell (package chromium-headless-shell) where it is installed, the same
 * Blink without the full browser around it, as Playwright itself runs headless journeys. 11 journeys took 101
 * instead of 158 core-seconds (54 instead of 81 s) in one comparison. `CHROMIUM_PATH` names another.
 */
export const JOURNEY_BROWSER: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: ARGS,
};

/**
 * Debian's full Chromium, for the journeys about web push: the headless shell has no push service (the switch stays
 * disabled) and shows no notifications.
 */
export const FULL_BROWSER: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ARGS,
};
