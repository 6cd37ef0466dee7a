import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{common,server,web,scripts}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.int.test.ts', 'node_modules/**'],
          environment: 'node',
          setupFiles: ['server/test/log-level.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['server/**/*.int.test.ts'],
          environment: 'node',
          setupFiles: ['server/test/log-level.ts'],
          // Each file gets its own database; argon2 and migrations like a core of their own.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
