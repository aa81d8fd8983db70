import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: '.',
  testMatch: '*.e2e.ts',
  // One browser at a time: the machine has 2 cores and each test launches its own Chromium.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Ceilings, not waits: CI is 2 loaded cores (10.8 min for this suite), where a test that takes
  // 6 s idle took 40-70 s under load and ran out of 60 s, and an expectation of Playwright's default
  // 5 s (a card after a model turn and its preview RPCs) is too short. A passing test takes no longer.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: '../../test-results',
});
