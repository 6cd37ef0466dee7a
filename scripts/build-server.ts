// Bundles the server into dist/server/index.js, which `npm start` runs
// (docs/decisions/0016-built-server.md). Usage: node --import tsx scripts/build-server.ts
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
export const SERVER_OUTDIR = path.join(root, 'dist/server');

/**
 * A module that reads files beside itself (migrations, agreement texts, the built web app)
 * finds them from its own import.meta.url. In a bundle every module would share the bundle's
 * URL, so each keeps the URL of its source file, relative to where the bundle lies.
 */
function sourceUrls(outdir: string): Plugin {
  return {
    name: 'source-urls',
    setup(builder) {
      builder.onLoad({ filter: /\.ts$/ }, async ({ path: file }) => {
        if (file.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const source = await readFile(file, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const fromBundle = path.relative(outdir, file).split(path.sep).join('/');
        const url = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
        return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
      });
    },
  };
}

export async function buildServer(outdir = SERVER_OUTDIR): Promise<void> {
  // Chunk names carry a hash: the last build's would otherwise stay beside the new ones.
  await rm(outdir, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(root, 'server/index.ts')],
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Loading one file costs less than resolving and reading the hundreds a dependency tree has.
    // Left out: the native password hasher, and PGlite, which reads its WebAssembly and data
    // files from beside its own code; pg-native is pg's optional driver, not installed.
    // Left out for tracing (docs/decisions/0047-observability.md): pg, which the instrumentation
    // patches as it is imported, and the OpenTelemetry SDK, loaded only with an OTLP endpoint,
    // whose loader hook and patches must be the node_modules copies. @opentelemetry/api stays
    // in: it is small, and its copies share one global registry.
    external: [
      '@node-rs/argon2',
      '@electric-sql/pglite',
      'pg-native',
      'pg',
      '@opentelemetry/sdk-node',
      '@opentelemetry/exporter-trace-otlp-http',
      '@opentelemetry/instrumentation*',
    ],
    // What loads only when used (the S3 client, the PDF library, the mail library) gets chunks
    // of its own, next to the entry, so every file has the same way back to the sources.
    splitting: true,
    chunkNames: '[name]-[hash]',
    // The bundled CommonJS packages call require() for Node's own modules.
    banner: {
      js: "import { createRequire as createRequireOfBundle } from 'node:module'; const require = createRequireOfBundle(import.meta.url);",
    },
    // Stack traces name the source lines (node --enable-source-maps); the sources stay out.
    sourcemap: true,
    sourcesContent: false,
    plugins: [sourceUrls(outdir)],
    logLevel: 'warning',
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) await buildServer();
