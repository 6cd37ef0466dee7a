import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './e2e/support/chromium';
import { E2E_BASE_URL } from './e2e/support/environment';

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  workers: 1,
  forbidOnly: true,
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
});
