import { defineConfig } from 'vitest/config';

// `*.pg.int.test.ts` check what only PostgreSQL has (roles, concurrent sessions): they run
// when TEST_DATABASE_URL names a server, and are not part of the embedded database's run.
const onlyOnPostgres = process.env.TEST_DATABASE_URL ? [] : ['server/**/*.pg.int.test.ts'];

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
          globalSetup: ['server/test/pglite-image.ts'],
          exclude: ['node_modules/**', ...onlyOnPostgres],
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
