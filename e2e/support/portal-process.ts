import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Starts the production build of the portal as its own process with these settings, and
 * resolves once it listens; the returned function stops it.
 */
export async function startPortalProcess(
  env: Record<string, string>,
): Promise<() => Promise<void>> {
  const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/index.js'], {
    cwd: root,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout!.on('data', (d) => (output += d));
  server.stderr!.on('data', (d) => (output += d));
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', () => output.includes('"portal listening"') && resolve());
    server.on('exit', (code) =>
      reject(new Error(`portal exited (${code}) before listening:\n${output}`)),
    );
  });
  return async () => {
    const exited = new Promise((resolve) => server.on('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  };
}
