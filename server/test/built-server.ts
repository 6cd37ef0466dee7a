import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface BuiltServerRun {
  child: ChildProcess;
  /** Settles with the exit code. */
  exited: Promise<number | null>;
  /** Settles once the portal logs that it listens; rejects when it exits first. */
  listening: Promise<void>;
  output(): { stdout: string; stderr: string };
}

/**
 * The server as `npm start` runs it, built once for the calling test file into a folder of its
 * own inside the project (where its external dependencies are found), and its processes: each
 * started with only PATH of the test's environment, and killed after each test.
 */
export function builtServer(name: string) {
  let built: string;
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    const root = path.resolve(import.meta.dirname, '../..');
    // Imported by path: the build script is outside server/.
    const { buildServer } = (await import(path.join(root, 'scripts/build-server.ts'))) as {
      buildServer(outdir: string): Promise<void>;
    };
    const dist = path.join(root, 'dist');
    await mkdir(dist, { recursive: true });
    built = await mkdtemp(path.join(dist, `server-test-${name}-`));
    await buildServer(built);
  });
  afterAll(() => rm(built, { recursive: true, force: true }));
  afterEach(() => {
    for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  });

  return {
    /** The folder of the built files. */
    dir: () => built,
    start(env: Record<string, string>): BuiltServerRun {
      const child = spawn(
        process.execPath,
        ['--enable-source-maps', path.join(built, 'index.js')],
        {
          env: { PATH: process.env.PATH, LOG_LEVEL: 'info', ...env },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      children.push(child);
      let stdout = '';
      let stderr = '';
      child.stdout!.on('data', (d) => (stdout += d));
      child.stderr!.on('data', (d) => (stderr += d));
      const exited = new Promise<number | null>((resolve) =>
        child.on('exit', (code) => resolve(code)),
      );
      const listening = new Promise<void>((resolve, reject) => {
        child.stdout!.on('data', () => stdout.includes('"portal listening"') && resolve());
        void exited.then(() => reject(new Error(`exited before listening:\n${stdout}\n${stderr}`)));
      });
      listening.catch(() => {}); // awaited only by tests that expect a start
      return { child, exited, listening, output: () => ({ stdout, stderr }) };
    },
  };
}
