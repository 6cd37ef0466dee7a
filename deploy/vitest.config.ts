import path from 'node:path';
import { defineConfig } from 'vitest/config';

// The deployment's tests, apart from the others (`npm run test:deployment`, after `npm run
// build`): the image's entrypoint run outside a container, and the production deployment with
// two instances behind nginx, which needs PostgreSQL it may stop and start. One file at a time:
// a database restart must not cut another file's connections.
export default defineConfig({
  test: {
    root: path.resolve(import.meta.dirname, '..'),
    include: ['deploy/*.int.test.ts', 'deploy/multi-instance/*.test.ts'],
    environment: 'node',
    setupFiles: ['server/test/log-level.ts'],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
