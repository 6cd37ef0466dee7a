import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { access, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
// @ts-expect-error s3rver ships no types; it is a local S3 protocol peer for tests only.
import S3rver from 's3rver';
import { freePort } from '#server/test/built-server';
import { createTestDatabase } from '#server/test/database';
import { startLocalTsa } from '#server/test/local-tsa';
import { startSmtpSink } from '#server/test/smtp-sink';
import { nginxConfig } from './nginx-config';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
/** The production build `npm run build` leaves, run as README "Run it at scale" says. */
const serverEntry = path.join(root, 'dist/server/index.js');

export const ADMIN = { email: 'admin@multi.example', password: 'Admin-Multi-Passw0rd!' };

/** Waits for `condition`, checking every 100 ms, for at most `seconds`; says whether it held. */
export async function until(condition: () => boolean | Promise<boolean>, seconds = 60) {
  const deadline = Date.now() + seconds * 1000;
  while (!(await condition())) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

/** One portal process of the deployment, which can be stopped (SIGTERM) and started again. */
export class Instance {
  child: ChildProcess | undefined;
  log = '';

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the process and resolves once it answers ready. */
  async start(): Promise<void> {
    const child = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
      env: { PATH: process.env.PATH, ...this.env, PORT: String(this.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout!.on('data', (d) => (this.log += d));
    child.stderr!.on('data', (d) => (this.log += d));
    const ready = await until(async () => {
      if (child.exitCode !== null) return true;
      try {
        return (await fetch(`${this.url}/api/health/ready`)).status === 200;
      } catch {
        return false;
      }
    }, 60);
    if (!ready || child.exitCode !== null)
      throw new Error(`${this.name} did not become ready:\n${this.log.slice(-4000)}`);
  }

  /** Sends SIGTERM, as an orchestrator does, and resolves once the process has exited. */
  async stop(): Promise<number | null> {
    const child = this.child;
    if (!child || child.exitCode !== null) return child?.exitCode ?? null;
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    return exited;
  }

  kill() {
    if (this.child?.exitCode === null) this.child.kill('SIGKILL');
  }
}

/**
 * The production deployment on one machine: two built instances behind nginx, on one
 * PostgreSQL database, with S3 storage (s3rver), a real SMTP listener, a local timestamp
 * authority and one sealing certificate for both.
 */
export async function startCluster() {
  if (!process.env.TEST_DATABASE_URL)
    throw new Error('The multi-instance run needs PostgreSQL: set TEST_DATABASE_URL.');
  await access(serverEntry).catch(() => {
    throw new Error(`No production build at ${serverEntry}: run \`npm run build\` first.`);
  });
  const dir = await mkdtemp(path.join(tmpdir(), 'multi-instance-'));
  const cleanups: (() => Promise<unknown>)[] = [() => rm(dir, { recursive: true, force: true })];

  const database = await createTestDatabase();
  cleanups.push(() => database.drop());
  const sink = await startSmtpSink();
  cleanups.push(() => sink.close());
  const tsa = await startLocalTsa();
  cleanups.push(() => tsa.close());
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(dir, 's3'),
    configureBuckets: [{ name: 'portal-files' }],
  }) as { run(): Promise<{ port: number }>; close(): Promise<void> };
  const { port: s3Port } = await s3.run();
  cleanups.push(() => s3.close());
  const seal = await sealingCertificate(dir);

  const [proxyPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
  const appUrl = `http://127.0.0.1:${proxyPort}`;
  const env = (name: string): Record<string, string> => ({
    NODE_ENV: 'production',
    APP_URL: appUrl,
    AUTH_SECRET: 'multi-instance-secret-shared-by-every-instance',
    DATABASE_URL: (database.options as { url: string }).url,
    // Each instance has a data folder of its own: nothing the deployment shares may live there.
    DATA_DIR: path.join(dir, `data-${name}`),
    TRUST_PROXY: 'true',
    SMTP_URL: sink.url,
    MAIL_FROM: 'Invention Portal <portal@multi.example>',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    S3_BUCKET: 'portal-files',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    TSA_URL: tsa.url,
    TSA_CA_FILE: tsa.caFile,
    SEAL_P12_FILE: seal.file,
    SEAL_P12_PASSWORD: seal.password,
    // A drain that ends within the run's patience; the README's default is 30 s.
    SHUTDOWN_GRACE_SECONDS: '10',
    LOG_LEVEL: 'warn',
  });
  const instances = [new Instance('a', portA, env('a')), new Instance('b', portB, env('b'))];
  cleanups.push(async () => instances.forEach((instance) => instance.kill()));
  // Both start at once, as a deployment's replicas do: migrations and the first admin race.
  await Promise.all(instances.map((instance) => instance.start()));

  const nginxDir = path.join(dir, 'nginx');
  await run('mkdir', ['-p', path.join(nginxDir, 'logs')]);
  await writeFile(
    path.join(nginxDir, 'nginx.conf'),
    nginxConfig({ dir: nginxDir, port: proxyPort, upstreams: [portA, portB] }),
  );
  const nginx = spawn('nginx', ['-p', nginxDir, '-c', 'nginx.conf'], { stdio: 'inherit' });
  cleanups.push(async () => {
    nginx.kill('SIGQUIT');
    await new Promise((resolve) =>
      nginx.exitCode === null ? nginx.on('exit', resolve) : resolve(0),
    );
  });
  const proxied = await until(async () => {
    try {
      return (await fetch(`${appUrl}/api/health/ready`)).ok;
    } catch {
      return false;
    }
  }, 20);
  if (!proxied) throw new Error('nginx did not start: is Debian’s nginx installed?');

  const accessLog = path.join(nginxDir, 'logs/access.log');
  return {
    appUrl,
    /** How many requests nginx has passed to this instance so far. */
    async servedBy(instance: Instance): Promise<number> {
      const log = await readFile(accessLog, 'utf8').catch(() => '');
      return log.split('\n').filter((line) => line.includes(`127.0.0.1:${instance.port} `)).length;
    },
    /** The end of nginx's error log, to show with a failure. */
    proxyErrors: async () =>
      (await readFile(path.join(nginxDir, 'logs/error.log'), 'utf8').catch(() => '')).slice(-3000),
    postgres: await postgresControl(process.env.TEST_DATABASE_URL),
    databaseUrl: (database.options as { url: string }).url,
    instances,
    sink,
    tsa,
    async close() {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
    },
  };
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>;

/** A CA and a sealing certificate in a PKCS #12 file, shared by both instances. */
async function sealingCertificate(dir: string) {
  const password = 'multi-instance-seal';
  const at = (name: string) => path.join(dir, name);
  const openssl = (...args: string[]) => run('openssl', args, { cwd: dir });
  await openssl(
    ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-sha256', '-days', '30'],
    ...['-keyout', at('ca.key'), '-out', at('ca.crt'), '-subj', '/O=Multi/CN=Multi Seal CA'],
  );
  await openssl(
    ...['req', '-newkey', 'rsa:2048', '-nodes', '-sha256', '-keyout', at('seal.key')],
    ...['-out', at('seal.csr'), '-subj', '/O=Multi/CN=Invention Portal Seal'],
  );
  await openssl(
    ...['x509', '-req', '-in', at('seal.csr'), '-CA', at('ca.crt'), '-CAkey', at('ca.key')],
    ...['-CAcreateserial', '-days', '30', '-sha256', '-out', at('seal.crt')],
  );
  await openssl(
    ...['pkcs12', '-export', '-inkey', at('seal.key'), '-in', at('seal.crt')],
    ...['-certfile', at('ca.crt'), '-out', at('seal.p12'), '-passout', `pass:${password}`],
  );
  return { file: at('seal.p12'), password };
}

/**
 * Stops and starts the PostgreSQL cluster the run uses (Debian's pg_ctlcluster, found by the
 * port of TEST_DATABASE_URL), as a database restart or failover does to a deployment.
 */
async function postgresControl(url: string) {
  const port = new URL(url).port || '5432';
  const { stdout } = await run('pg_lsclusters', ['--no-header']).catch(() => ({ stdout: '' }));
  const cluster = stdout
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .find((fields) => fields[2] === port);
  if (!cluster) throw new Error(`No PostgreSQL cluster of pg_lsclusters listens on port ${port}.`);
  const [version, name] = cluster as [string, string];
  return {
    /** Stops it at once, ending every connection (`-m fast`). */
    stop: () =>
      run('pg_ctlcluster', ['--skip-systemctl-redirect', '-m', 'fast', version, name, 'stop']),
    start: () => run('pg_ctlcluster', ['--skip-systemctl-redirect', version, name, 'start']),
  };
}
