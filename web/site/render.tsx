import type { ComponentType } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { SiteFrame } from '#web/components/layout/site-frame';
import { UserDataProvider } from '#web/features/user-data/components/user-data-provider';
import { Prerendering } from '#web/lib/prerendering';
import { AboutPage } from '#web/routes/public/about-page';
import { ContactPage } from '#web/routes/public/contact-page';
import { FaqPage } from '#web/routes/public/faq-page';
import { HomePage } from '#web/routes/public/home-page';
import { LoginPage } from '#web/routes/auth/login-page';
import { PageLoading } from '#web/components/layout/page-loading';
import { HowItWorksPage } from '#web/routes/public/how-it-works-page';
import { PrivacyTermsPage } from '#web/routes/public/privacy-terms-page';
import { NotFoundPage } from '#web/routes/public/not-found-page';
import { VerifyPage } from '#web/routes/public/verify-page';
import { mePath } from '#common/contracts/me';
import { firstScreenSlot } from '#common/first-screen';
import { AppDocument, SiteDocument, type AppScripts, type PageAssets } from './document';

/** The browser entries (web/site/*) a page runs, by their build names. */
export type SiteEntry = 'site' | 'contact' | 'verify' | 'load-app';

export interface PrerenderedPage {
  path: string;
  /** The file under dist/web/pages/ the server answers the path with. */
  file: string;
  Page: ComponentType;
  entries: SiteEntry[];
}

/** The public pages, rendered to HTML at build time (ADR 0015). */
export const prerenderedPages: PrerenderedPage[] = [
  { path: '/', file: 'index.html', Page: HomePage, entries: ['site'] },
  { path: '/about', file: 'about.html', Page: AboutPage, entries: ['site'] },
  { path: '/how-it-works', file: 'how-it-works.html', Page: HowItWorksPage, entries: ['site'] },
  { path: '/faq', file: 'faq.html', Page: FaqPage, entries: ['site'] },
  { path: '/contact', file: 'contact.html', Page: ContactPage, entries: ['site', 'contact'] },
  { path: '/privacy-terms', file: 'privacy-terms.html', Page: PrivacyTermsPage, entries: ['site'] },
  { path: '/verify', file: 'verify.html', Page: VerifyPage, entries: ['site', 'verify'] },
];

/** A page in the frame a visitor gets before anyone is known to be signed in. */
function FirstScreen({ path, Page }: { path: string; Page: ComponentType }) {
  return (
    <Prerendering value>
      <StaticRouter location={path}>
        <QueryClientProvider client={new QueryClient()}>
          <UserDataProvider>
            <SiteFrame account={undefined}>
              <Page />
            </SiteFrame>
          </UserDataProvider>
        </QueryClientProvider>
      </StaticRouter>
    </Prerendering>
  );
}

/**
 * One page as the first response gives it: the same components as the app, in the frame a
 * visitor gets before anyone is known to be signed in.
 */
export function renderPage({ path, Page }: PrerenderedPage, assets: PageAssets): string {
  const html = renderToString(
    <SiteDocument assets={assets}>
      <FirstScreen path={path} Page={Page} />
    </SiteDocument>,
  );
  return `<!doctype html>${html}`;
}

/** The dashboard's first screen: its guard's, while the account loads. */
function DashboardLoading() {
  return <PageLoading label="Loading your dashboard..." />;
}

export interface AppPage {
  path: string;
  /** The file under dist/web/pages/ the server answers the path with. */
  file: string;
  /** What the app first renders at this path, before anything is fetched. */
  Page: ComponentType;
  /** The app's route modules the page needs (as the build names them, from web/), preloaded with its entry. */
  routeModules: string[];
  /** API answers the app asks for at once, fetched alongside its scripts. */
  fetches: string[];
  /**
   * The template (under dist/render/) of the page the server renders for a signed-in user
   * instead (ADR 0020), who needs no fetch: the page carries their account.
   */
  signedInTemplate?: string;
}

/**
 * Pages of the app whose first screen is written at build time (ADR 0019): the app's own
 * script replaces it with the same screen once it has loaded.
 */
export const appPages: AppPage[] = [
  {
    path: '/login',
    file: 'login.html',
    Page: LoginPage,
    routeModules: ['routes/auth/index.ts'],
    fetches: [mePath],
  },
  {
    path: '/user-dashboard',
    file: 'user-dashboard.html',
    Page: DashboardLoading,
    routeModules: ['routes/dashboard/index.ts'],
    fetches: [mePath],
    signedInTemplate: 'user-dashboard.html',
  },
  {
    // The server answers every path the app does not know with this page and 404.
    path: '/404',
    file: '404.html',
    Page: NotFoundPage,
    routeModules: ['routes/public/index.ts'],
    fetches: [mePath],
  },
];

/** An app page's first screen in the app's frame, as the app renders it before it knows who is signed in. */
export function renderAppPage(
  { path, Page, fetches }: AppPage,
  assets: PageAssets,
  app: AppScripts,
): string {
  const html = renderToString(
    <AppDocument assets={assets} app={app} fetches={fetches}>
      <FirstScreen path={path} Page={Page} />
    </AppDocument>,
  );
  return `<!doctype html>${html}`;
}

/** The same document with the slot the server fills with the screen it renders per request. */
export function renderAppTemplate(assets: PageAssets, app: AppScripts): string {
  const html = renderToString(
    <AppDocument assets={assets} app={app} fetches={[]} slot={firstScreenSlot} />,
  );
  return `<!doctype html>${html}`;
}
