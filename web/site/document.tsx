import type { ReactNode } from 'react';

/** What the browser build produced for a page: its stylesheets and module scripts. */
export interface PageAssets {
  styles: string[];
  scripts: string[];
  /** Modules the scripts import, fetched alongside them instead of after. */
  modulePreloads: string[];
}

/**
 * The whole HTML document of a prerendered page; the head matches web/index.html. React
 * hoists each page's <title>, meta tags and preloads into this head.
 */
export function SiteDocument({ assets, children }: { assets: PageAssets; children: ReactNode }) {
  return (
    <html lang="en">
      <DocumentHead assets={assets} />
      <body>{children}</body>
    </html>
  );
}

/** The app's scripts for a page: what its loader (web/site/load-app.ts) starts. */
export interface AppScripts {
  /** The app's entry module. */
  entry: string;
  /** The modules the entry and the page's routes import, preloaded with it. */
  modules: string[];
}

/**
 * The document of an app page written at build time (ADR 0019): its first screen already in
 * #root, the loader that starts the app after that screen has painted, and the API answers
 * the app asks for at once fetched meanwhile (crossorigin: the credentials mode of the app's
 * own fetch, so it reuses them).
 */
export function AppDocument({
  assets,
  app,
  fetches,
  slot,
  children,
}: {
  /** The app's stylesheets, and the loader as the page's one script. */
  assets: PageAssets;
  app: AppScripts;
  fetches: string[];
  /** In place of a first screen: the mark the server fills per request (ADR 0020). */
  slot?: string;
  children?: ReactNode;
}) {
  const root = slot === undefined ? { children } : { dangerouslySetInnerHTML: { __html: slot } };
  return (
    <html lang="en">
      <DocumentHead assets={assets} appScripts={app}>
        {fetches.map((href) => (
          <link key={href} rel="preload" as="fetch" href={href} crossOrigin="anonymous" />
        ))}
      </DocumentHead>
      <body>
        <div id="root" {...root} />
      </body>
    </html>
  );
}

function DocumentHead({
  assets,
  appScripts,
  children,
}: {
  assets: PageAssets;
  /** Given to the page's scripts as data-app-entry and data-app-modules. */
  appScripts?: AppScripts;
  children?: ReactNode;
}) {
  return (
    <head>
      <meta charSet="UTF-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta
        name="description"
        content="Share your ideas for improving neurovascular care. Register, sign the invention agreement and submit ideas confidentially for review by our team."
      />
      <meta name="theme-color" content="#0b2a3c" />
      <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
      {assets.styles.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      {assets.modulePreloads.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      {assets.scripts.map((src) => (
        <script
          key={src}
          type="module"
          src={src}
          data-app-entry={appScripts?.entry}
          data-app-modules={appScripts?.modules.join(' ')}
        />
      ))}
      {children}
    </head>
  );
}
