// Reads the container recipe (Dockerfile, deploy/compose.yaml, deploy/kubernetes/*.yaml) for
// the tests that hold it to the code: deploy/recipe.test.ts and deploy/entrypoint.int.test.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

export const root = path.resolve(import.meta.dirname, '..');

export interface DockerInstruction {
  keyword: string;
  /** The text after the keyword, continuation lines joined. */
  args: string;
}

export interface DockerStage {
  from: string;
  name: string | undefined;
  instructions: DockerInstruction[];
}

/** The Dockerfile's stages, each with its instructions (comments and line breaks removed). */
export function dockerStages(file = path.join(root, 'Dockerfile')): {
  args: Record<string, string>;
  stages: DockerStage[];
} {
  const logical: string[] = [];
  let pending = '';
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (/^\s*#/.test(line)) continue;
    const continued = /\\\s*$/.test(line);
    pending += `${line.replace(/\\\s*$/, '').trim()} `;
    if (continued) continue;
    if (pending.trim()) logical.push(pending.trim());
    pending = '';
  }
  if (pending.trim()) logical.push(pending.trim());

  const args: Record<string, string> = {};
  const stages: DockerStage[] = [];
  for (const line of logical) {
    const [, keyword = '', rest = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const upper = keyword.toUpperCase();
    if (upper === 'FROM') {
      const [, from = '', name] = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(rest) ?? [];
      stages.push({
        from: from.replace(/\$\{(\w+)\}/g, (_, v: string) => args[v] ?? ''),
        name,
        instructions: [],
      });
    } else if (upper === 'ARG' && stages.length === 0) {
      const [name = '', value = ''] = rest.split('=');
      args[name] = value;
    } else {
      stages.at(-1)?.instructions.push({ keyword: upper, args: rest });
    }
  }
  return { args, stages };
}

/** The arguments of a stage's instructions with this keyword. */
export const instructionsOf = (stage: DockerStage, keyword: string) =>
  stage.instructions.filter((i) => i.keyword === keyword).map((i) => i.args);

/** `ENV a=1 b=2` lines of a stage, as one record (values without quotes). */
export function envOf(stage: DockerStage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of instructionsOf(stage, 'ENV'))
    for (const [, name = '', value = ''] of line.matchAll(/(\w+)=("[^"]*"|\S*)/g))
      env[name] = value.replace(/^"|"$/g, '');
  return env;
}

/** An exec-form command (`CMD ["node", ...]`), after any options (`HEALTHCHECK --interval=…`). */
export function execForm(args: string): string[] {
  const json = args.slice(args.indexOf('['));
  return JSON.parse(json) as string[];
}

/** The image the recipe builds: its runtime (last) stage. */
export function runtimeStage() {
  const { stages } = dockerStages();
  const stage = stages.at(-1)!;
  const healthcheck = instructionsOf(stage, 'HEALTHCHECK')[0] ?? '';
  return {
    stage,
    env: envOf(stage),
    user: instructionsOf(stage, 'USER')[0] ?? '',
    workdir: instructionsOf(stage, 'WORKDIR')[0] ?? '',
    cmd: execForm(instructionsOf(stage, 'CMD')[0] ?? '[]'),
    /** The health check's command, without `CMD`. */
    healthcheck: execForm(healthcheck.slice(healthcheck.indexOf('CMD') + 3)),
  };
}

type Yaml = Record<string, unknown>;

/** deploy/compose.yaml, with its anchors and merge keys resolved. */
export function composeFile(): { services: Record<string, Yaml> } & Yaml {
  return parse(readFileSync(path.join(root, 'deploy/compose.yaml'), 'utf8'), {
    merge: true,
  }) as { services: Record<string, Yaml> } & Yaml;
}

/** Every object of a manifest file in deploy/kubernetes/. */
export function manifests(file: string): Yaml[] {
  const text = readFileSync(path.join(root, 'deploy/kubernetes', file), 'utf8');
  return parseAllDocuments(text)
    .map((doc) => doc.toJS() as Yaml | null)
    .filter((doc): doc is Yaml => doc !== null);
}

/** The one object of `kind` (and `name`, when given) in a manifest file. */
export function manifest<T = Yaml>(file: string, kind: string, name?: string): T {
  const found = manifests(file).filter(
    (doc) => doc.kind === kind && (name === undefined || (doc.metadata as Yaml).name === name),
  );
  if (found.length !== 1) throw new Error(`${file}: ${found.length} ${kind} ${name ?? ''}`);
  return found[0] as T;
}

/**
 * What the runtime stage copies from the build stage: each path under the build's /app and
 * where it goes under WORKDIR (`COPY --from=build /app/a /app/b ./` copies both into `./`).
 */
export function runtimeCopies(): { source: string; target: string }[] {
  const { stage, workdir } = runtimeStage();
  return instructionsOf(stage, 'COPY').flatMap((line) => {
    const parts = line.split(/\s+/).filter((part) => !part.startsWith('--'));
    const target = parts.pop()!;
    const into = parts.length > 1 || target.endsWith('/');
    return parts.map((from) => {
      const source = path.posix.relative(workdir, from);
      return { source, target: path.posix.normalize(into ? `${target}/${source}` : target) };
    });
  });
}

/** Whether .dockerignore keeps a path (relative to the repository) out of the build context. */
export function dockerIgnored(relative: string): boolean {
  const patterns = readFileSync(path.join(root, '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const glob = (pattern: string) =>
    new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^/]*')}(/|$)`);
  return patterns.some((pattern) =>
    pattern.startsWith('**/')
      ? relative
          .split('/')
          .some((_, i, parts) => glob(pattern.slice(3)).test(parts.slice(i).join('/')))
      : glob(pattern).test(relative),
  );
}
