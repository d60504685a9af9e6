import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the e2e server listens and where the SMTP sink drops mail for the tests to read. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DIR = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const ARTIFACTS_DIR = path.join(E2E_DIR, 'artifacts');
export const MAIL_DIR = path.join(ARTIFACTS_DIR, 'mail');
export const SCREENSHOT_DIR = path.join(ARTIFACTS_DIR, 'screenshots');
export const DEMO_PASSWORD = 'Demo-Pass-2026!';

/**
 * The compiled server `npm run build` writes (the e2e script builds first): the browser tests run what production
 * runs, plain `node` on JavaScript, not the TypeScript source.
 */
export const COMPILED_SERVER_ARGS = ['--enable-source-maps', 'apps/server/dist/main.js'];
