import type { ComponentType } from 'react';
import { replace, type LoaderFunction, type RouteObject } from 'react-router';
import { PageLoading } from '../components/layout/page-loading';
import { preloadHeroImage } from '../routes/public/hero-images';
import { RootErrorPage } from './root-error-page';
import { RootLayout } from './root-layout';

// One dynamic import per area: each area becomes one chunk, fetched on first visit. The
// landing page has a chunk of its own, so a first visit loads none of the other pages' code.
const homePage = () => import('../routes/public/home-page');
const publicArea = () => import('../routes/public/index');
const authArea = () => import('../routes/auth/index');
const dashboardArea = () => import('../routes/dashboard/index');
const adminArea = () => import('../routes/admin/index');
// The built-in signing page: its own chunk, the only one with signature_pad (ADR 0008).
const signingArea = () => import('../routes/signing/index');

/**
 * Lazy-load one page component from an area module. The function form of `lazy` (not the
 * object form) makes a failed chunk download reach the error element instead of rendering
 * an empty page.
 */
function page<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
): () => Promise<{ Component: ComponentType }> {
  return async () => ({ Component: (await load())[name] });
}

/** A route that only redirects; the query string survives (e.g. ?draftId=). */
function redirectTo(to: string): { loader: LoaderFunction; element: null } {
  return {
    loader: ({ request }) => replace(to + new URL(request.url).search),
    // Nothing to render, on purpose; null (not undefined) keeps the router from warning.
    element: null,
  };
}

const publicRoutes: RouteObject[] = [
  {
    index: true,
    // Runs beside the lazy page load: the hero image downloads while the page's code does.
    loader: () => {
      preloadHeroImage();
      return null;
    },
    lazy: page(homePage, 'HomePage'),
  },
  { path: 'about', lazy: page(publicArea, 'AboutPage') },
  { path: 'how-it-works', lazy: page(publicArea, 'HowItWorksPage') },
  { path: 'faq', lazy: page(publicArea, 'FaqPage') },
  { path: 'contact', lazy: page(publicArea, 'ContactPage') },
  { path: 'privacy-terms', lazy: page(publicArea, 'PrivacyTermsPage') },
  { path: 'thank-you', lazy: page(publicArea, 'ThankYouPage') },
  { path: 'server-error', lazy: page(publicArea, 'ServerErrorPage') },
  { path: '404', lazy: page(publicArea, 'NotFoundPage') },
  { path: 'privacy', ...redirectTo('/privacy-terms') },
  { path: 'terms', ...redirectTo('/privacy-terms') },
  { path: 'cookies', ...redirectTo('/privacy-terms') },
];

const legacyOnboardingRoutes: RouteObject[] = [
  { path: 'onboarding/register', ...redirectTo('/register') },
  { path: 'onboarding/agreement-info', ...redirectTo('/user-dashboard') },
  { path: 'onboarding/agreement-signing', ...redirectTo('/user-dashboard') },
  { path: 'onboarding/idea-submission', ...redirectTo('/user-dashboard/submit-idea') },
  { path: 'onboarding/*', ...redirectTo('/register') },
];

const authRoutes: RouteObject[] = [
  { path: 'login', lazy: page(authArea, 'LoginPage') },
  { path: 'register', lazy: page(authArea, 'RegisterPage') },
  { path: 'check-email', lazy: page(authArea, 'CheckEmailPage') },
  { path: 'forgot-password', lazy: page(authArea, 'ForgotPasswordPage') },
  { path: 'reset-password', lazy: page(authArea, 'ResetPasswordPage') },
  { path: 'auth/callback', lazy: page(authArea, 'AuthCallbackPage') },
];

const dashboardRoutes: RouteObject = {
  path: 'user-dashboard',
  lazy: page(dashboardArea, 'DashboardLayout'),
  children: [
    { index: true, ...redirectTo('/user-dashboard/submit-idea') },
    { path: 'submit-idea', lazy: page(dashboardArea, 'SubmitIdeaPage') },
    { path: 'my-submissions', lazy: page(dashboardArea, 'MySubmissionsPage') },
    { path: 'settings', lazy: page(dashboardArea, 'SettingsPage') },
    { path: 'my-drafts', ...redirectTo('/user-dashboard/my-submissions') },
  ],
};

const adminRoutes: RouteObject = {
  path: 'admin',
  // The admin portal brings its own chrome in place of the site's header and footer.
  handle: { ownChrome: true },
  lazy: page(adminArea, 'AdminLayout'),
  children: [
    { index: true, lazy: page(adminArea, 'AdminDashboardPage') },
    { path: 'reviews', lazy: page(adminArea, 'AdminReviewsPage') },
    { path: 'submissions', lazy: page(adminArea, 'AdminSubmissionsPage') },
    { path: 'submissions/:id', lazy: page(adminArea, 'AdminSubmissionDetailPage') },
    { path: 'users', lazy: page(adminArea, 'AdminUsersPage') },
    { path: 'details/:userId', lazy: page(adminArea, 'AdminUserDetailPage') },
    { path: 'settings', lazy: page(adminArea, 'AdminSettingsPage') },
    { path: 'audit-integrity', lazy: page(adminArea, 'AdminAuditIntegrityPage') },
    { path: 'mail', lazy: page(adminArea, 'AdminMailPage') },
  ],
};

/** Every page of the app: the browser's router (./router.ts) and the dashboard's server render (ADR 0020) both use them. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    element: <RootLayout />,
    errorElement: <RootErrorPage />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      ...publicRoutes,
      ...legacyOnboardingRoutes,
      ...authRoutes,
      dashboardRoutes,
      adminRoutes,
      // Unknown paths render inside the normal layout, not the error element.
      { path: '*', lazy: page(publicArea, 'NotFoundPage') },
    ],
  },
  {
    // Shown inside the dashboard's embedded signing dialog: no site header or footer.
    path: '/signing/:documentId',
    errorElement: <RootErrorPage />,
    hydrateFallbackElement: <PageLoading />,
    lazy: page(signingArea, 'SigningPage'),
  },
];
