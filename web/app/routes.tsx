import type { ComponentType } from 'react';
import { replace, type LoaderFunction, type RouteObject } from 'react-router';
import { movedPages, notFoundPath, pagePaths } from '#common/page-paths';
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
const counselArea = () => import('../routes/counsel/index');
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

/** A route that only redirects; the query string survives (e.g. ?draftId=), before any #section. */
function redirectTo(to: string): { loader: LoaderFunction; element: null } {
  const [pathname, hash] = to.split('#');
  return {
    loader: ({ request }) =>
      replace(pathname + new URL(request.url).search + (hash ? `#${hash}` : '')),
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
  { path: pagePaths.about, lazy: page(publicArea, 'AboutPage') },
  { path: pagePaths.howItWorks, lazy: page(publicArea, 'HowItWorksPage') },
  { path: pagePaths.faq, lazy: page(publicArea, 'FaqPage') },
  { path: pagePaths.contact, lazy: page(publicArea, 'ContactPage') },
  { path: pagePaths.verify, lazy: page(publicArea, 'VerifyPage') },
  { path: pagePaths.privacyTerms, lazy: page(publicArea, 'PrivacyTermsPage') },
  { path: pagePaths.thankYou, lazy: page(publicArea, 'ThankYouPage') },
  { path: pagePaths.serverError, lazy: page(publicArea, 'ServerErrorPage') },
  { path: notFoundPath, lazy: page(publicArea, 'NotFoundPage') },
  // The server answers these itself (301); these serve links followed inside the app.
  ...Object.entries(movedPages).map(([path, to]) => ({ path, ...redirectTo(to) })),
];

const legacyOnboardingRoutes: RouteObject[] = [
  { path: pagePaths.onboardingRegister, ...redirectTo(pagePaths.register) },
  { path: pagePaths.onboardingAgreementInfo, ...redirectTo(pagePaths.dashboard) },
  { path: pagePaths.onboardingAgreementSigning, ...redirectTo(pagePaths.dashboard) },
  { path: pagePaths.onboardingIdeaSubmission, ...redirectTo(pagePaths.submitIdea) },
  { path: pagePaths.onboarding, ...redirectTo(pagePaths.register) },
];

const authRoutes: RouteObject[] = [
  { path: pagePaths.login, lazy: page(authArea, 'LoginPage') },
  { path: pagePaths.register, lazy: page(authArea, 'RegisterPage') },
  { path: pagePaths.checkEmail, lazy: page(authArea, 'CheckEmailPage') },
  { path: pagePaths.forgotPassword, lazy: page(authArea, 'ForgotPasswordPage') },
  { path: pagePaths.resetPassword, lazy: page(authArea, 'ResetPasswordPage') },
  { path: pagePaths.authCallback, lazy: page(authArea, 'AuthCallbackPage') },
  { path: pagePaths.accountDeleted, lazy: page(authArea, 'AccountDeletedPage') },
];

const dashboardRoutes: RouteObject = {
  path: pagePaths.dashboard,
  lazy: page(dashboardArea, 'DashboardLayout'),
  children: [
    { index: true, ...redirectTo(pagePaths.submitIdea) },
    { path: pagePaths.submitIdea, lazy: page(dashboardArea, 'SubmitIdeaPage') },
    { path: pagePaths.mySubmissions, lazy: page(dashboardArea, 'MySubmissionsPage') },
    { path: pagePaths.coInventions, lazy: page(dashboardArea, 'CoInventionsPage') },
    { path: pagePaths.settings, lazy: page(dashboardArea, 'SettingsPage') },
    { path: pagePaths.myDrafts, ...redirectTo(pagePaths.mySubmissions) },
  ],
};

const adminRoutes: RouteObject = {
  path: pagePaths.admin,
  // The admin portal brings its own chrome in place of the site's header and footer.
  handle: { ownChrome: true },
  lazy: page(adminArea, 'AdminLayout'),
  children: [
    { index: true, lazy: page(adminArea, 'AdminDashboardPage') },
    { path: pagePaths.adminReviews, lazy: page(adminArea, 'AdminReviewsPage') },
    { path: pagePaths.adminSubmissions, lazy: page(adminArea, 'AdminSubmissionsPage') },
    { path: pagePaths.adminSubmission, lazy: page(adminArea, 'AdminSubmissionDetailPage') },
    { path: pagePaths.adminDocket, lazy: page(adminArea, 'AdminDocketPage') },
    { path: pagePaths.adminUsers, lazy: page(adminArea, 'AdminUsersPage') },
    { path: pagePaths.adminUser, lazy: page(adminArea, 'AdminUserDetailPage') },
    { path: pagePaths.adminErasureRequests, lazy: page(adminArea, 'AdminErasureRequestsPage') },
    { path: pagePaths.adminSettings, lazy: page(adminArea, 'AdminSettingsPage') },
    { path: pagePaths.adminAuditTrail, lazy: page(adminArea, 'AdminAuditTrailPage') },
    { path: pagePaths.adminAuditIntegrity, lazy: page(adminArea, 'AdminAuditIntegrityPage') },
    { path: pagePaths.adminMail, lazy: page(adminArea, 'AdminMailPage') },
  ],
};

const counselRoutes: RouteObject = {
  path: pagePaths.counsel,
  // Outside counsel's area brings its own chrome too.
  handle: { ownChrome: true },
  lazy: page(counselArea, 'CounselLayout'),
  children: [
    { index: true, lazy: page(counselArea, 'CounselIdeasPage') },
    { path: pagePaths.counselIdea, lazy: page(counselArea, 'CounselIdeaPage') },
  ],
};

/** Every page of the app: the browser's router (./router.ts) and the dashboard's server render (ADR 0020) both use them. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: pagePaths.home,
    element: <RootLayout />,
    errorElement: <RootErrorPage />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      ...publicRoutes,
      ...legacyOnboardingRoutes,
      ...authRoutes,
      dashboardRoutes,
      adminRoutes,
      counselRoutes,
      // Unknown paths render inside the normal layout, not the error element.
      { path: '*', lazy: page(publicArea, 'NotFoundPage') },
    ],
  },
  {
    // Shown inside the dashboard's embedded signing dialog: no site header or footer.
    path: pagePaths.signing,
    errorElement: <RootErrorPage />,
    hydrateFallbackElement: <PageLoading />,
    lazy: page(signingArea, 'SigningPage'),
  },
];
