import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/** Component tests: jsdom, Testing Library matchers, tests next to the code. */
export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    globals: true,
    restoreMocks: true,
    testTimeout: 20_000,
  },
});
