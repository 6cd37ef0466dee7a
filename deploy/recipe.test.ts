// The container recipe against the code it deploys, so that neither drifts from the other:
// setting names, probe paths, the start command, the stop timeout, the user and the file system.
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { livenessContract, readinessContract } from '#common/contracts/health';
import { loadEnv } from '#server/env';
import { SERVER_OUTDIR } from '../scripts/build-server';
import {
  composeFile,
  dockerStages,
  instructionsOf,
  manifest,
  manifests,
  root,
  runtimeStage,
} from './recipe';

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const packageJson = JSON.parse(read('package.json')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
};

/** Every setting server/env.ts reads, and the OTEL_ ones server/telemetry reads. */
const knownSettings = (() => {
  const source = read('server/env.ts');
  const schema = source.slice(source.indexOf('.object({'), source.indexOf('.superRefine('));
  const names = new Set([...schema.matchAll(/^ {4}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]!));
  const telemetry = path.join(root, 'server/telemetry');
  for (const file of readdirSync(telemetry).filter((f) => !f.includes('.test.')))
    for (const [name] of read(path.join('server/telemetry', file)).matchAll(/\bOTEL_[A-Z_]+/g))
      names.add(name);
  return names;
})();

/** How long a stop takes at most (server/shutdown.ts): the grace, idle connections, closing. */
function drainSeconds(graceSeconds: number): number {
  const source = read('server/shutdown.ts');
  const ms = (option: string) => {
    const found = new RegExp(`options\\.${option} \\?\\? ([\\d_]+)`).exec(source);
    if (!found) throw new Error(`server/shutdown.ts no longer defaults ${option} this way`);
    return Number(found[1]!.replaceAll('_', '')) / 1000;
  };
  return graceSeconds + ms('quietMs') + ms('closeMs');
}

interface Probe {
  httpGet: { path: string; port: string | number };
}
interface Container {
  name: string;
  image: string;
  command?: string[];
  ports?: { name: string; containerPort: number }[];
  env?: { name: string; value?: string }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  startupProbe?: Probe;
  livenessProbe?: Probe;
  readinessProbe?: Probe;
  lifecycle?: { preStop?: { exec?: { command: string[] } } };
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: {
    allowPrivilegeEscalation?: boolean;
    readOnlyRootFilesystem?: boolean;
    capabilities?: { drop?: string[] };
  };
  volumeMounts?: { name: string; mountPath: string }[];
}
interface PodSpec {
  containers: Container[];
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
  terminationGracePeriodSeconds?: number;
  enableServiceLinks?: boolean;
  automountServiceAccountToken?: boolean;
  volumes?: { name: string; emptyDir?: object; secret?: { secretName: string } }[];
}
interface Workload {
  metadata: { name: string; labels?: Record<string, string> };
  spec: {
    replicas?: number;
    selector?: { matchLabels: Record<string, string> };
    template: { metadata: { labels: Record<string, string> }; spec: PodSpec };
  };
}
interface ServiceObject {
  metadata: { name: string };
  spec: {
    selector: Record<string, string>;
    ports: { port: number; targetPort: string | number }[];
  };
}
interface ConfigObject {
  metadata: { name: string };
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}
interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[];
  environment?: Record<string, string>;
  read_only?: boolean;
  tmpfs?: string[];
  deploy?: { replicas?: number };
  stop_grace_period?: string;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
  secrets?: string[];
}

const image = runtimeStage();
const uid = Number(image.user.split(':')[0]);
const compose = composeFile() as unknown as {
  services: Record<string, ComposeService>;
  secrets: Record<string, { file: string }>;
};
const services = compose.services;
const portalImage = services.portal!.image!;
/** The compose services that run the portal's image. */
const imageServices = Object.entries(services).filter(([, s]) => s.image === portalImage);
const deployment = manifest<Workload>('portal.yaml', 'Deployment');
const pod = deployment.spec.template.spec;
const portal = pod.containers[0]!;
const job = manifest<Workload>('migrate-job.yaml', 'Job');
const jobPod = job.spec.template.spec;
const config = manifest<ConfigObject>('config.yaml', 'ConfigMap');
const secrets = manifests('config.yaml').filter(
  (d) => d.kind === 'Secret',
) as unknown as ConfigObject[];
const defaults = loadEnv({});
/** A setting as the Deployment gives it: its env, else the ConfigMap, else the portal's default. */
const deployed = (name: keyof typeof defaults) =>
  portal.env?.find((e) => e.name === name)?.value ?? config.data?.[name] ?? String(defaults[name]);

describe('the Dockerfile', () => {
  const { args, stages } = dockerStages();

  it('builds in one stage and runs from another, on a pinned Node 20 slim image', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(args.NODE_IMAGE).toMatch(/^node:20(\.\d+)*-bookworm-slim(@sha256:[0-9a-f]{64})?$/);
    for (const stage of stages) expect(stage.from).toBe(args.NODE_IMAGE);
    const runs = stages[0]!.instructions.filter((i) => i.keyword === 'RUN').map((i) => i.args);
    expect(runs.join('\n')).toMatch(/npm ci\b/);
    expect(runs.join('\n')).toMatch(/npm run build\b/);
    expect(runs.join('\n')).toMatch(/npm prune --omit=dev/);
    // Nothing is installed or built in the image that runs.
    expect(instructionsOf(image.stage, 'RUN').join('\n')).not.toMatch(/npm|npx/);
  });

  it('runs as a numeric non-root user', () => {
    expect(image.user).toMatch(/^\d+(:\d+)?$/);
    expect(uid).toBeGreaterThan(0);
  });

  it('starts the server bundle the way npm start does', () => {
    expect(image.cmd).toEqual(['node', '--enable-source-maps', 'dist/server/index.js']);
    expect(path.join(root, image.cmd[2]!)).toBe(path.join(SERVER_OUTDIR, 'index.js'));
    expect(packageJson.scripts.start).toContain(image.cmd.join(' '));
    expect(image.workdir).toBe('/app');
  });

  it('copies what the bundle reads at run time, and the sources the console commands run', () => {
    const copies = instructionsOf(image.stage, 'COPY').join('\n');
    // dist: the bundle, the web app, the pages and the dashboard renderer; server: the migrations
    // and agreement templates read beside their sources (ADR 16), and the console commands.
    for (const item of ['node_modules', 'dist', 'server', 'common', 'package.json'])
      expect(copies).toContain(`/app/${item}`);
    expect(copies).toContain('--from=build');
  });

  it('sets production, a port it exposes, and a data directory outside the app', () => {
    expect(image.env.NODE_ENV).toBe('production');
    for (const name of Object.keys(image.env)) expect(knownSettings).toContain(name);
    expect(instructionsOf(image.stage, 'EXPOSE').join(' ').split(/\s+/)).toContain(image.env.PORT);
    expect(path.isAbsolute(image.env.DATA_DIR!)).toBe(true);
    expect(image.env.DATA_DIR!.startsWith(`${image.workdir}/`)).toBe(false);
    expect(instructionsOf(image.stage, 'STOPSIGNAL')).toEqual(['SIGTERM']);
  });

  it('checks its health on the readiness probe, on the port it listens on', () => {
    expect(image.healthcheck[0]).toBe('node');
    expect(image.healthcheck.join(' ')).toContain(`'${readinessContract.path}'`);
    expect(image.healthcheck.join(' ')).toContain('process.env.PORT');
  });

  it('keeps out of the build context what is built inside it, and nothing the build needs', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'));
    for (const entry of ['node_modules', 'dist', 'data', '.git', '.env'])
      expect(ignored).toContain(entry);
    for (const needed of ['package.json', 'package-lock.json', 'tsconfig.json', 'vite.config.ts'])
      expect(ignored).not.toContain(needed);
    for (const folder of ['server', 'common', 'web', 'scripts', 'server/db', 'web/public'])
      expect(ignored).not.toContain(folder);
  });
});

describe('what the image runs needs only production dependencies', () => {
  it('every package the server and its console commands import is a dependency', async () => {
    const cli = readdirSync(path.join(root, 'server/cli'))
      .filter((f) => f.endsWith('.ts') && !f.includes('.test.'))
      .map((f) => path.join(root, 'server/cli', f));
    const imported = new Set<string>();
    await build({
      entryPoints: [path.join(root, 'server/index.ts'), ...cli],
      bundle: true,
      platform: 'node',
      format: 'esm',
      write: false,
      outdir: path.join(root, 'dist/unused'),
      logLevel: 'silent',
      plugins: [
        {
          name: 'packages',
          setup(builder) {
            builder.onResolve({ filter: /^[^./#]/ }, ({ path: specifier }) => {
              if (!specifier.startsWith('node:')) {
                const parts = specifier.split('/');
                imported.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!);
              }
              return { path: specifier, external: true };
            });
          },
        },
      ],
    });
    const notDependencies = [...imported].filter(
      (name) => !(name in packageJson.dependencies) && !builtinModules.includes(name),
    );
    expect(imported).toContain('@electric-sql/pglite');
    expect(notDependencies).toEqual([]);
    // The migration Job's command runs through tsx.
    expect(packageJson.dependencies).toHaveProperty('tsx');
  });
});

describe('deploy/compose.yaml', () => {
  const env = services.portal!.environment!;
  const drain = drainSeconds(Number(env.SHUTDOWN_GRACE_SECONDS ?? defaults.SHUTDOWN_GRACE_SECONDS));

  it('runs two portal replicas of the image built from the Dockerfile, behind nginx', () => {
    expect(services.portal!.deploy?.replicas).toBe(2);
    expect(services.portal!.build).toEqual({ context: '..', dockerfile: 'Dockerfile' });
    const proxy = services.proxy!;
    expect(proxy.image).toMatch(/^nginx:\d/);
    expect(proxy.volumes).toContain('./nginx.conf:/etc/nginx/nginx.conf:ro');
    expect(proxy.depends_on?.portal?.condition).toBe('service_healthy');
    expect(read('deploy/nginx.conf')).toContain(`server portal:${image.env.PORT} `);
  });

  it('has PostgreSQL 15, an S3 store, a bucket made once and a mail catcher', () => {
    expect(services.postgres!.image).toMatch(/^postgres:15\b/);
    expect(services.postgres!.healthcheck?.test.join(' ')).toContain('pg_isready');
    expect(services.s3!.healthcheck).toBeDefined();
    expect(services.mailpit!.image).toMatch(/^axllent\/mailpit:v\d/);
    expect(env.DATABASE_URL).toMatch(/@postgres:5432\//);
    expect(env.S3_ENDPOINT).toBe('http://s3:9000');
    expect(env.SMTP_URL).toMatch(/^smtp:\/\/mailpit:1025$/);
    const depends = services.portal!.depends_on!;
    expect(depends.migrate?.condition).toBe('service_completed_successfully');
    expect(depends['create-bucket']?.condition).toBe('service_completed_successfully');
    expect(depends.postgres?.condition).toBe('service_healthy');
    expect(depends.s3?.condition).toBe('service_healthy');
    expect(services.migrate!.depends_on?.postgres?.condition).toBe('service_healthy');
    expect(services['create-bucket']!.depends_on?.s3?.condition).toBe('service_healthy');
  });

  it('gives the portal a read-only root with only the temporary folder and DATA_DIR writable', () => {
    for (const [, service] of imageServices) {
      expect(service.read_only).toBe(true);
      const mounts = (service.tmpfs ?? []).map((t) => t.split(':')[0]);
      expect(mounts).toEqual(['/tmp', image.env.DATA_DIR]);
    }
    expect(services.portal!.tmpfs!.join(' ')).toContain(`uid=${uid}`);
  });

  it('names only settings the portal knows, with secrets required from .env', () => {
    for (const [, service] of imageServices)
      for (const name of Object.keys(service.environment ?? {}))
        expect(knownSettings, name).toContain(name);
    const text = read('deploy/compose.yaml');
    for (const secret of [
      'AUTH_SECRET',
      'POSTGRES_PASSWORD',
      'S3_SECRET_ACCESS_KEY',
      'SEAL_P12_PASSWORD',
    ])
      expect(text).toContain(`\${${secret}:?`);
    expect(env.NODE_ENV).toBe('production');
    expect(env.TRUST_PROXY).toBe('true');
    expect(env.SEAL_P12_FILE).toBe(`/run/secrets/${services.portal!.secrets![0]}`);
  });

  it('checks health as the image does, and gives a replica the time to drain', () => {
    expect(services.portal!.healthcheck?.test).toEqual(['CMD', ...image.healthcheck]);
    expect(Number.parseInt(services.portal!.stop_grace_period!, 10)).toBeGreaterThan(drain);
  });

  it('migrates with the Kubernetes Job command, and writes no $ that compose would expand', () => {
    expect(services.migrate!.command).toEqual(jobPod.containers[0]!.command);
    for (const [, service] of imageServices)
      for (const part of service.command ?? []) expect(part).not.toMatch(/\$(?!\$)/);
  });
});

describe('deploy/nginx.conf', () => {
  const conf = read('deploy/nginx.conf');
  const value = (directive: string, inside = conf) =>
    new RegExp(`\\b${directive}\\s+([^;]+);`).exec(inside)?.[1]?.trim();
  const location = (prefix: string) => {
    const start = conf.indexOf(`location ${prefix} {`);
    return conf.slice(start, conf.indexOf('}', start));
  };
  const seconds = (text = '') => Number.parseInt(text, 10) * (text.endsWith('h') ? 3600 : 1);

  it('follows the portal timeouts and limits (README, "Run it at scale")', () => {
    expect(Number.parseInt(value('client_max_body_size')!, 10)).toBeGreaterThanOrEqual(11);
    expect(seconds(value('keepalive_timeout'))).toBeLessThan(defaults.KEEP_ALIVE_TIMEOUT_SECONDS);
    expect(seconds(value('proxy_read_timeout', location('/')))).toBeGreaterThan(
      defaults.REQUEST_DEADLINE_SECONDS,
    );
    expect(value('proxy_buffering', location('/api/events'))).toBe('off');
    expect(seconds(value('proxy_read_timeout', location('/api/events')))).toBeGreaterThan(30);
    expect(value('proxy_request_buffering', location('/api/uploads/'))).toBe('off');
    expect(seconds(value('client_body_timeout', location('/api/uploads/')))).toBe(
      defaults.UPLOAD_IDLE_TIMEOUT_SECONDS,
    );
    expect(location('= /metrics')).toContain('return 404');
  });
});

describe('deploy/kubernetes', () => {
  it('probes the real routes on the port the portal listens on', () => {
    expect(portal.startupProbe?.httpGet.path).toBe(livenessContract.path);
    expect(portal.livenessProbe?.httpGet.path).toBe(livenessContract.path);
    expect(portal.readinessProbe?.httpGet.path).toBe(readinessContract.path);
    const http = portal.ports!.find((p) => p.name === 'http')!;
    expect(String(http.containerPort)).toBe(deployed('PORT'));
    for (const probe of [portal.startupProbe, portal.livenessProbe, portal.readinessProbe])
      expect(probe?.httpGet.port).toBe('http');
    const metrics = portal.ports!.find((p) => p.name === 'metrics')!;
    expect(String(metrics.containerPort)).toBe(config.data?.METRICS_PORT);
  });

  it('runs the image as its non-root user on a read-only root, without capabilities', () => {
    for (const spec of [pod, jobPod]) {
      expect(spec.securityContext?.runAsNonRoot).toBe(true);
      expect(spec.securityContext?.runAsUser).toBe(uid);
      expect(spec.automountServiceAccountToken).toBe(false);
      expect(spec.enableServiceLinks).toBe(false);
      const container = spec.containers[0]!;
      expect(container.securityContext).toMatchObject({
        allowPrivilegeEscalation: false,
        readOnlyRootFilesystem: true,
        capabilities: { drop: ['ALL'] },
      });
      expect(container.image).toBe(portal.image);
      expect(container.resources?.requests).toBeDefined();
      expect(container.resources?.limits?.memory).toBeDefined();
      const emptyDirs = new Set(spec.volumes!.filter((v) => v.emptyDir).map((v) => v.name));
      const writable = container.volumeMounts!.filter((m) => emptyDirs.has(m.name));
      expect(writable.map((m) => m.mountPath)).toContain('/tmp');
    }
    expect(portal.volumeMounts!.map((m) => m.mountPath)).toContain(deployed('DATA_DIR'));
    expect(deployed('DATA_DIR')).toBe(image.env.DATA_DIR);
  });

  it('gives a pod longer to stop than its preStop pause and the drain take', () => {
    const pause = Number(portal.lifecycle?.preStop?.exec?.command[1] ?? 0);
    expect(portal.lifecycle?.preStop?.exec?.command[0]).toBe('sleep');
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(
      pause + drainSeconds(Number(deployed('SHUTDOWN_GRACE_SECONDS'))),
    );
  });

  it('mounts the seal certificate where SEAL_P12_FILE points', () => {
    const file = config.data!.SEAL_P12_FILE!;
    const mount = portal.volumeMounts!.find((m) => file.startsWith(`${m.mountPath}/`))!;
    expect(pod.volumes!.find((v) => v.name === mount.name)?.secret?.secretName).toBe('portal-seal');
  });

  it('names only settings the portal knows', () => {
    const names = [
      ...Object.keys(config.data ?? {}),
      ...secrets.flatMap((s) => Object.keys(s.stringData ?? s.data ?? {})),
      ...[portal, jobPod.containers[0]!].flatMap((c) => (c.env ?? []).map((e) => e.name)),
    ];
    for (const name of names) expect(knownSettings, name).toContain(name);
    for (const container of [portal, jobPod.containers[0]!])
      expect(container.envFrom).toEqual([
        { configMapRef: { name: config.metadata.name } },
        { secretRef: { name: 'portal-secrets' } },
      ]);
    expect(secrets.map((s) => s.metadata.name)).toEqual(['portal-secrets', 'portal-migrate']);
  });

  it('migrates with a command the production image can run', () => {
    const command = jobPod.containers[0]!.command!;
    expect(command.slice(0, 3)).toEqual(['node', '--import', 'tsx']);
    expect(packageJson.scripts['db:migrate']).toBe(command.join(' '));
    expect((job.spec as { backoffLimit?: number }).backoffLimit).toBeGreaterThanOrEqual(1);
    expect((jobPod as { restartPolicy?: string }).restartPolicy).toBe('Never');
  });

  it('selects the Deployment from its Services, PodDisruptionBudget and autoscaler', () => {
    const labels = deployment.spec.template.metadata.labels;
    expect(deployment.spec.selector?.matchLabels).toEqual(labels);
    expect(deployment.spec.replicas).toBeUndefined();
    for (const service of manifests('portal.yaml').filter((d) => d.kind === 'Service'))
      expect(labels).toMatchObject((service as unknown as ServiceObject).spec.selector);
    const pdb = manifest<{ spec: { minAvailable: number; selector: { matchLabels: object } } }>(
      'pdb.yaml',
      'PodDisruptionBudget',
    );
    expect(pdb.spec.selector.matchLabels).toEqual(labels);
    const hpa = manifest<{
      spec: {
        scaleTargetRef: { kind: string; name: string };
        minReplicas: number;
        maxReplicas: number;
      };
    }>('hpa.yaml', 'HorizontalPodAutoscaler');
    expect(hpa.spec.scaleTargetRef).toMatchObject({
      kind: 'Deployment',
      name: deployment.metadata.name,
    });
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
    expect(pdb.spec.minAvailable).toBeLessThan(hpa.spec.minReplicas);
    // Each portal holds its pool and one connection for live updates; PostgreSQL's default
    // max_connections is 100, and the Job and an operator need some.
    const pool = Number(deployed('DATABASE_POOL_SIZE'));
    expect(hpa.spec.maxReplicas * (pool + 1)).toBeLessThanOrEqual(90);
  });
});
