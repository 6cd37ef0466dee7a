import path from 'node:path';
import { defineConfig } from 'vitest/config';

// The production deployment on this machine (README "Run it at scale"): apart from the other
// tests, as it needs PostgreSQL it may restart, nginx and the production build.
export default defineConfig({
  test: {
    root: path.resolve(import.meta.dirname, '../..'),
    include: ['deploy/multi-instance/*.test.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
