// The image's entrypoint and configuration, tested outside a container (no container runtime
// works on the machines the tests run on: docs/decisions/0048-deployment-recipe.md). The
// image's /app is laid out in a temporary folder from the Dockerfile's COPY lines (the server
// this file builds as dist/server; node_modules linked, not copied; what .dockerignore keeps out
// left out), and each command is read from the recipe itself (the Dockerfile's CMD and
// HEALTHCHECK, the compose bucket one-shot, the Kubernetes migration Job) and run there with the
// image's environment. Run as root (CI), each runs as a user who owns nothing there, with only
// DATA_DIR and its temporary folder writable: what a read-only root file system leaves the
// image's user. Otherwise the test checks that nothing in the layout changed.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, chown, cp, lstat, mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no types; it is a local S3 protocol peer for tests only.
import S3rver from 's3rver';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client';
import { builtServer, freePort } from '#server/test/built-server';
import { createTestDatabase, type TestDatabase } from '#server/test/database';
import { composeFile, dockerIgnored, manifest, root, runtimeCopies, runtimeStage } from './recipe';

const image = runtimeStage();
const server = builtServer('entrypoint');
/** Root can write anywhere: then each command runs as `nobody`, who owns nothing here. */
const runAs = process.getuid?.() === 0 ? 65_534 : undefined;

interface Run {
  child: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
}

const children: ChildProcess[] = [];
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});
afterAll(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** Runs an exec-form command from the recipe as the image would: `node` is this Node. */
function run(command: string[], env: Record<string, string>): Run {
  const [program, ...args] = command;
  expect(program).toBe('node');
  const child = spawn(process.execPath, args, {
    cwd: app,
    env: { PATH: process.env.PATH, HOME: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(runAs === undefined ? {} : { uid: runAs, gid: runAs }),
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** A folder only the command's user may write, removed after the file. */
async function writableDir(name: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), `entrypoint-${name}-`));
  if (runAs !== undefined) await chown(dir, runAs, runAs);
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** A database no migration touched: PostgreSQL with TEST_DATABASE_URL, else PGlite in DATA_DIR. */
async function emptyDatabase(
  dataDir: string,
): Promise<{ env: Record<string, string>; migrated(): Promise<boolean> }> {
  if (!process.env.TEST_DATABASE_URL) {
    const options = { dataDir: path.join(dataDir, 'pglite') };
    return { env: {}, migrated: () => pendingMigrations(options).then((pending) => !pending) };
  }
  const database: TestDatabase = await createTestDatabase({ empty: true });
  cleanups.push(() => database.drop());
  const options = database.options as { url: string };
  return {
    env: { DATABASE_URL: options.url },
    migrated: () => pendingMigrations(options).then((pending) => !pending),
  };
}

async function pendingMigrations(options: Parameters<typeof openDatabase>[0]) {
  const database = await openDatabase(options);
  try {
    return await database.hasPendingMigrations();
  } finally {
    await database.close();
  }
}

/** What production requires beside the image's own ENV (server/env.ts). */
function productionEnv(dataDir: string, tmp: string, port: number) {
  return {
    ...image.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    TMPDIR: tmp,
    APP_URL: `http://localhost:${port}`,
    AUTH_SECRET: randomBytes(32).toString('base64'),
    LOG_LEVEL: 'info',
  };
}

/** Every file and folder in the layout (node_modules, a link, not entered) and its mtime. */
async function listing(dir: string, prefix = ''): Promise<string[]> {
  const entries: string[] = [];
  for (const name of await readdir(dir)) {
    const stat = await lstat(path.join(dir, name));
    entries.push(`${prefix}${name} ${stat.mtimeMs}`);
    if (stat.isDirectory())
      entries.push(...(await listing(path.join(dir, name), `${prefix}${name}/`)));
  }
  return entries;
}

/** The image's WORKDIR, laid out as the Dockerfile's runtime stage copies it. */
let app: string;
let appBefore: string[];
let s3: { env: Record<string, string>; close(): Promise<void> };
beforeAll(async () => {
  app = await mkdtemp(path.join(tmpdir(), 'entrypoint-app-'));
  cleanups.push(() => rm(app, { recursive: true, force: true }));
  await chmod(app, 0o755);
  for (const { source, target } of runtimeCopies()) {
    const to = path.join(app, target);
    if (source === 'node_modules') await symlink(path.join(root, 'node_modules'), to, 'dir');
    // dist: only the server here (the web app's build is not needed to be ready).
    else if (source === 'dist')
      await cp(server.dir(), path.join(to, 'server'), { recursive: true });
    else
      await cp(path.join(root, source), to, {
        recursive: true,
        filter: (file) => !dockerIgnored(path.relative(root, file)),
      });
  }
  appBefore = await listing(app);
  const dir = await mkdtemp(path.join(tmpdir(), 'entrypoint-s3-'));
  const s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir });
  const { port } = (await s3rver.run()) as { port: number };
  s3 = {
    env: {
      S3_BUCKET: 'portal-files',
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await s3rver.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
  cleanups.push(() => s3.close());
});

/** The compose one-shot that makes the bucket, with the AWS SDK the image holds. */
async function createBucket(tmp: string) {
  const command = composeFile().services['create-bucket']!.command as string[];
  const bucket = run(command, { ...image.env, TMPDIR: tmp, ...s3.env });
  return { code: await bucket.exited, output: bucket.output() };
}

/** Runs the Dockerfile's HEALTHCHECK as the container would, with the image's PORT. */
async function healthcheck(port: number) {
  return run(image.healthcheck, { PORT: String(port) }).exited;
}

describe('the image, outside a container', { timeout: 240_000 }, () => {
  it('makes the S3 bucket with the compose one-shot, and finds it there the next time', async () => {
    const tmp = await writableDir('tmp');
    const first = await createBucket(tmp);
    expect(first, first.output).toMatchObject({ code: 0 });
    expect(first.output).toContain('bucket portal-files created');
    const again = await createBucket(tmp);
    expect(again, again.output).toMatchObject({ code: 0 });
    expect(again.output).toContain('bucket portal-files is there');
  });

  it('starts ready with its command and environment, writing only DATA_DIR and /tmp', async () => {
    const [dataDir, tmp, port] = [
      await writableDir('data'),
      await writableDir('tmp'),
      await freePort(),
    ];
    expect((await createBucket(tmp)).code).toBe(0);
    const database = await emptyDatabase(dataDir);
    const portal = run(image.cmd, {
      ...productionEnv(dataDir, tmp, port),
      ...database.env,
      ...s3.env,
    });

    const deadline = Date.now() + 120_000;
    let status = 0;
    while (status !== 200 && portal.child.exitCode === null && Date.now() < deadline) {
      status = await fetch(`http://127.0.0.1:${port}/api/health/ready`)
        .then((r) => r.status)
        .catch(() => 0);
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status, portal.output()).toBe(200);
    expect(await healthcheck(port)).toBe(0);

    portal.child.kill(
      image.stage.instructions.find((i) => i.keyword === 'STOPSIGNAL')!.args as NodeJS.Signals,
    );
    expect(await portal.exited, portal.output()).toBe(0);
    expect(portal.output()).toContain('"stopped"');
    expect(await healthcheck(port)).not.toBe(0);

    expect(await database.migrated()).toBe(true);
    // What the portal wrote is in DATA_DIR (a seal made on first start; the embedded database).
    const written = await readdir(dataDir);
    expect(written).toContain('seal');
    if (!process.env.TEST_DATABASE_URL) expect(written).toContain('pglite');
    expect(await listing(app)).toEqual(appBefore);
  });

  it('fails its health check while the portal answers 503', async () => {
    const notReady = createServer((_, res) => res.writeHead(503).end('{"error":{}}'));
    await new Promise<void>((resolve) => notReady.listen(0, '127.0.0.1', resolve));
    const { port } = notReady.address() as { port: number };
    try {
      expect(await healthcheck(port)).toBe(1);
    } finally {
      await new Promise((resolve) => notReady.close(resolve));
    }
  });

  it("migrates an empty database with the migration Job's command", async () => {
    const job = manifest<{
      spec: { template: { spec: { containers: { command: string[] }[] } } };
    }>('migrate-job.yaml', 'Job');
    const command = job.spec.template.spec.containers[0]!.command;
    const [dataDir, tmp] = [await writableDir('data'), await writableDir('tmp')];
    const database = await emptyDatabase(dataDir);

    const migrate = run(command, { ...productionEnv(dataDir, tmp, 3000), ...database.env });
    expect(await migrate.exited, migrate.output()).toBe(0);
    expect(migrate.output()).toContain('The database is up to date.');
    expect(await database.migrated()).toBe(true);
    expect(await listing(app)).toEqual(appBefore);
  });
});
