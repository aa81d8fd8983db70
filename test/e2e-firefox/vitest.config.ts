import { defineConfig } from 'vitest/config';
import base from '../vitest.config.ts';

// `npm run test:e2e:firefox`: Weft's Firefox build in firefox-esr over WebDriver BiDi. One file at
// a time (each starts its own Firefox on a 2-core machine); the tests of a file run in order.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['test/e2e-firefox/**/*.e2e.ts'],
    exclude: ['node_modules/**'],
    setupFiles: [],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    reporters: ['verbose'],
  },
});
