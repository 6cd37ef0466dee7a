import { defineConfig } from '@playwright/test';
import config from './playwright.config';

// `npm run screenshots`: every screen at desktop and phone size, into SCREENSHOTS_DIR
// (default ./screenshots), to look at after a change. Not a test: it asserts nothing.
export default defineConfig({
  ...config,
  testDir: './e2e/screenshots',
  testMatch: '*.shots.ts',
  // One portal: the screens are taken in order, some from the state earlier ones left.
  workers: 1,
  timeout: 1_200_000,
  use: { ...config.use, actionTimeout: 15_000 },
});
