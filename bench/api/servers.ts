// Starting and stopping the two servers the API bench compares.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** How the portal is started: the built server, as `npm start` runs it (bench:api builds first). */
/** Node's options for writing a CPU profile into `<profileDir>/<name>`, when asked for. */
const profiling = (profileDir: string | undefined, name: string) =>
  profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir, name)}`] : [];

const portalCommand = (profileDir?: string) => [
  process.execPath,
  '--enable-source-maps',
  ...profiling(profileDir, 'portal'),
  'dist/server/index.js',
];

const bareCommand = (profileDir?: string) => [
  process.execPath,
  ...profiling(profileDir, 'bare'),
  '--import',
  'tsx',
  'bench/bare-handler/server.ts',
];

export interface Server {
  name: string;
  url: string;
  /** The process's CPU time so far (user and system), in seconds. */
  cpuSeconds(): Promise<number>;
  stop(): Promise<void>;
}

// Linux counts a process's CPU time in clock ticks of 1/100 s (USER_HZ).
const TICKS_PER_SECOND = 100;

/** Fields 14 and 15 of /proc/<pid>/stat (after the name, which may hold spaces). */
async function cpuSecondsOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

async function answering(url: string, child: ChildProcess, name: string) {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 60_000) throw new Error(`${name} did not answer within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function start(
  name: string,
  command: string[],
  port: number,
  env: Record<string, string>,
): Promise<Server> {
  const child = spawn(command[0]!, command.slice(1), {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  try {
    await answering(url, child, name);
  } catch (error) {
    await stop();
    throw error;
  }
  return { name, url, cpuSeconds: () => cpuSecondsOf(child.pid!), stop };
}

export const startPortal = (port: number, env: Record<string, string>, profileDir?: string) =>
  start('portal', portalCommand(profileDir), port, env);

export const startBare = (port: number, env: Record<string, string>, profileDir?: string) =>
  start('bare handler', bareCommand(profileDir), port, env);
