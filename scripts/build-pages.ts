// Prerenders the public pages (ADR 0015) and the first screens of app pages (ADR 0019): builds
// their browser scripts into dist/web/assets, renders each page with the app's own components,
// and writes dist/web/pages/<page>.html for the server. Also leaves in dist/render/ what the
// server renders the signed-in dashboard with (ADR 0020). Runs after the app's build, which
// empties dist/web.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Manifest, type Rollup } from 'vite';
import type { AppScripts, PageAssets } from '../web/site/document';
import type * as Render from '../web/site/render';

const root = path.resolve(import.meta.dirname, '..');
const configFile = path.join(root, 'vite.config.ts');
const webDir = path.join(root, 'dist/web');
const renderDir = path.join(root, 'dist/render');
const siteEntries: Record<Render.SiteEntry, string> = {
  site: path.join(root, 'web/site/site.ts'),
  contact: path.join(root, 'web/site/contact.tsx'),
  verify: path.join(root, 'web/site/verify.tsx'),
  'load-app': path.join(root, 'web/site/load-app.ts'),
};

function outputOf(result: Awaited<ReturnType<typeof build>>): Rollup.OutputChunk[] {
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  return outputs.flatMap((o) => o.output.filter((item) => item.type === 'chunk'));
}

const manifest = JSON.parse(
  await readFile(path.join(webDir, '.vite/manifest.json'), 'utf8'),
) as Manifest;

const browserChunks = outputOf(
  await build({
    configFile,
    logLevel: 'warn',
    build: {
      outDir: webDir,
      emptyOutDir: false,
      copyPublicDir: false,
      // The app's manifest stays the app's.
      manifest: false,
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

/**
 * The app's entry and these route modules as the app's build wrote them (its manifest): their
 * files, every module they import at once, and the CSS they bring. Preloading the route's
 * modules with the entry fetches them beside it instead of after it has run (ADR 0019).
 */
function appScriptsOf(routeModules: string[]): { app: AppScripts; styles: string[] } {
  const styles = new Set<string>();
  const modules = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The app's build has no "${key}"`);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const imported of chunk.imports ?? []) {
      const file = `/${manifest[imported]?.file}`;
      if (modules.has(file)) continue;
      modules.add(file);
      visit(imported);
    }
  };
  const entry = 'index.html';
  visit(entry);
  for (const key of routeModules) {
    modules.add(`/${manifest[key]?.file}`);
    visit(key);
  }
  const entryFile = `/${manifest[entry]?.file}`;
  // Route modules import from the entry, which the loader starts anyway.
  modules.delete(entryFile);
  return { app: { entry: entryFile, modules: [...modules] }, styles: [...styles] };
}

// For Node: the renderer of this build's pages, and the dashboard's per-request renderer the
// server loads (ADR 0020). Packages are bundled in, so React's production build is the one
// that runs whatever NODE_ENV the server has.
await build({
  configFile,
  logLevel: 'warn',
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: {
    ssr: true,
    outDir: renderDir,
    emptyOutDir: true,
    copyPublicDir: false,
    rollupOptions: {
      input: {
        render: path.join(root, 'web/site/render.tsx'),
        'dashboard-screen': path.join(root, 'web/site/dashboard-screen.tsx'),
      },
      output: { entryFileNames: '[name].js' },
    },
  },
});
const buildRenderer = path.join(renderDir, 'render.js');
const { appPages, prerenderedPages, renderAppPage, renderAppTemplate, renderPage } = (await import(
  pathToFileURL(buildRenderer).href
)) as typeof Render;

const pagesDir = path.join(webDir, 'pages');
await mkdir(pagesDir, { recursive: true });
await Promise.all(
  prerenderedPages.map((page: Render.PrerenderedPage) =>
    writeFile(path.join(pagesDir, page.file), renderPage(page, assetsOf(page.entries))),
  ),
);
await Promise.all(
  appPages.map((page: Render.AppPage) => {
    const { app, styles } = appScriptsOf(page.routeModules);
    const loader = assetsOf(['load-app']);
    const assets = { ...loader, styles: [...styles, ...loader.styles] };
    return Promise.all([
      writeFile(path.join(pagesDir, page.file), renderAppPage(page, assets, app)),
      page.signedInTemplate &&
        writeFile(path.join(renderDir, page.signedInTemplate), renderAppTemplate(assets, app)),
    ]);
  }),
);
await rm(buildRenderer);
console.log(`prerendered ${[...prerenderedPages, ...appPages].map((page) => page.path).join(' ')}`);
