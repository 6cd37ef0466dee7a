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
          <script key={src} type="module" src={src} />
        ))}
      </head>
      <body>{children}</body>
    </html>
  );
}
