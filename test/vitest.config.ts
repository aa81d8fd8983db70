import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  plugins: [WxtVitest()],
  test: {
    include: ['{lib,skills,components,entrypoints}/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    setupFiles: ['test/setup-unit.ts'],
    testTimeout: 15_000,
    // CI shares 2 cores with real servers and Chromium: one retry absorbs a timing blip; a real
    // failure fails twice.
    retry: process.env.CI ? 1 : 0,
  },
});
