import { defineConfig } from 'vitest/config';

// `*.pg.int.test.ts` check what only PostgreSQL has (roles, concurrent sessions): they run
// when TEST_DATABASE_URL names a server, and are not part of the embedded database's run.
const onlyOnPostgres = process.env.TEST_DATABASE_URL ? [] : ['server/**/*.pg.int.test.ts'];
// Files that check what the whole process does (which async hooks are on): each runs in a
// process of its own, where no other file can have changed it.
const processWide = ['server/auth/library-context.int.test.ts'];

const integration = {
  globalSetup: ['server/test/pglite-image.ts'],
  environment: 'node',
  setupFiles: ['server/test/log-level.ts', 'server/test/each-file.ts'],
  // Each file gets its own database; argon2 and migrations like a core of their own.
  maxWorkers: 2,
  sequence: { groupOrder: 1 },
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // deploy/*.test.ts: the container recipe held to the code; deploy/vitest.config.ts runs
          // the deployment's own tests.
          include: ['{common,server,web,scripts}/**/*.test.{ts,tsx}', 'deploy/*.test.ts'],
          exclude: ['**/*.int.test.ts', 'node_modules/**'],
          environment: 'node',
          setupFiles: ['server/test/log-level.ts'],
        },
      },
      {
        test: {
          ...integration,
          name: 'integration',
          include: ['server/**/*.int.test.ts'],
          exclude: ['node_modules/**', ...onlyOnPostgres, ...processWide],
          // Files share their worker's modules: each file starts its own portal and database,
          // and importing the whole server for every file cost more than half of the run.
          isolate: false,
        },
      },
      {
        test: { ...integration, name: 'integration-own-process', include: processWide },
      },
    ],
  },
});
