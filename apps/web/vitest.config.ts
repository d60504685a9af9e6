import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { messages } from './vite-messages.ts';

/** Component tests: jsdom, Testing Library matchers, tests next to the code. */
export default defineProject({
  plugins: [messages(), react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    globals: true,
    restoreMocks: true,
    // Files share one module graph per worker: building jsdom and re-importing the app for every file cost about
    // 100 s of the 140 s run. No test mocks modules, and test/setup.ts resets the app's singletons (storage, cache,
    // toasts, the real-time connection) after each test; the suite also passes with its files shuffled.
    isolate: false,
    testTimeout: 20_000,
  },
});
