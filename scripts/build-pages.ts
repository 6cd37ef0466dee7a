// Prerenders the public pages (ADR 0015): builds their browser scripts into dist/web/assets,
// renders each page with the app's own components, and writes dist/web/pages/<page>.html for
// the server. Runs after the app's build, which empties dist/web.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Rollup } from 'vite';
import type { PageAssets } from '../web/site/document';
import type * as Render from '../web/site/render';

const root = path.resolve(import.meta.dirname, '..');
const configFile = path.join(root, 'vite.config.ts');
const webDir = path.join(root, 'dist/web');
const renderDir = path.join(root, 'dist/prerender');
const siteEntries: Record<Render.SiteEntry, string> = {
  site: path.join(root, 'web/site/site.ts'),
  contact: path.join(root, 'web/site/contact.tsx'),
};

function outputOf(result: Awaited<ReturnType<typeof build>>): Rollup.OutputChunk[] {
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  return outputs.flatMap((o) => o.output.filter((item) => item.type === 'chunk'));
}

const browserChunks = outputOf(
  await build({
    configFile,
    logLevel: 'warn',
    build: {
      outDir: webDir,
      emptyOutDir: false,
      copyPublicDir: false,
      rollupOptions: { input: siteEntries },
    },
  }),
);

/** An entry's script, the modules it imports at once, and the CSS they bring. */
function assetsOf(entries: Render.SiteEntry[]): PageAssets {
  const byFile = new Map(browserChunks.map((chunk) => [chunk.fileName, chunk]));
  const styles = new Set<string>();
  const modulePreloads = new Set<string>();
  const scripts: string[] = [];
  const visit = (chunk: Rollup.OutputChunk) => {
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(`/${css}`);
    for (const file of chunk.imports) {
      if (modulePreloads.has(`/${file}`)) continue;
      modulePreloads.add(`/${file}`);
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
  };
  for (const entry of entries) {
    const chunk = browserChunks.find((c) => c.isEntry && c.name === entry);
    if (!chunk) throw new Error(`The browser build has no "${entry}" entry`);
    scripts.push(`/${chunk.fileName}`);
    visit(chunk);
  }
  return { styles: [...styles], scripts, modulePreloads: [...modulePreloads] };
}

await build({
  configFile,
  logLevel: 'warn',
  build: {
    ssr: path.join(root, 'web/site/render.tsx'),
    outDir: renderDir,
    emptyOutDir: true,
    copyPublicDir: false,
    rollupOptions: { output: { entryFileNames: 'render.js' } },
  },
});
const { prerenderedPages, renderPage } = (await import(
  pathToFileURL(path.join(renderDir, 'render.js')).href
)) as typeof Render;

const pagesDir = path.join(webDir, 'pages');
await mkdir(pagesDir, { recursive: true });
await Promise.all(
  prerenderedPages.map((page: Render.PrerenderedPage) =>
    writeFile(path.join(pagesDir, page.file), renderPage(page, assetsOf(page.entries))),
  ),
);
await rm(renderDir, { recursive: true, force: true });
console.log(`prerendered ${prerenderedPages.map((page) => page.path).join(' ')}`);
