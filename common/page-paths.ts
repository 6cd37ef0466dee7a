/**
 * Every page path of the web app, by name. The browser's router (web/app/routes.tsx) builds its
 * routes from these, and the server answers only these with the app (200); any other path gets
 * the Not Found page with 404. `:name` matches one path segment, a trailing `*` the rest.
 */
export const pagePaths = {
  home: '/',
  about: '/about',
  howItWorks: '/how-it-works',
  faq: '/faq',
  contact: '/contact',
  verify: '/verify',
  privacyTerms: '/privacy-terms',
  thankYou: '/thank-you',
  serverError: '/server-error',
  login: '/login',
  register: '/register',
  checkEmail: '/check-email',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  authCallback: '/auth/callback',
  accountDeleted: '/account-deleted',
  dashboard: '/user-dashboard',
  submitIdea: '/user-dashboard/submit-idea',
  mySubmissions: '/user-dashboard/my-submissions',
  settings: '/user-dashboard/settings',
  myDrafts: '/user-dashboard/my-drafts',
  coInventions: '/user-dashboard/co-inventions',
  admin: '/admin',
  adminReviews: '/admin/reviews',
  adminSubmissions: '/admin/submissions',
  adminSubmission: '/admin/submissions/:id',
  adminDocket: '/admin/docket',
  adminUsers: '/admin/users',
  adminUser: '/admin/details/:userId',
  adminErasureRequests: '/admin/erasure-requests',
  adminSettings: '/admin/settings',
  adminAuditTrail: '/admin/audit-trail',
  adminAuditIntegrity: '/admin/audit-integrity',
  adminMail: '/admin/mail',
  counsel: '/counsel',
  counselIdea: '/counsel/ideas/:id',
  onboardingRegister: '/onboarding/register',
  onboardingAgreementInfo: '/onboarding/agreement-info',
  onboardingAgreementSigning: '/onboarding/agreement-signing',
  onboardingIdeaSubmission: '/onboarding/idea-submission',
  onboarding: '/onboarding/*',
  signing: '/signing/:documentId',
} as const;

/** The app's own Not Found page; the server answers it, like any unknown path, with 404. */
export const notFoundPath = '/404';

/**
 * Old addresses of the legal pages, moved to the sections of the one page that holds them. The
 * server answers them with a permanent redirect; the app follows the same map for links inside it.
 */
export const movedPages: Record<string, string> = {
  '/privacy': '/privacy-terms#privacy-heading',
  '/terms': '/privacy-terms#terms-heading',
  '/cookies': '/privacy-terms#storage',
};

function segments(pathname: string): string[] {
  return pathname.split('/').filter(Boolean);
}

function matches(pattern: string, pathname: string): boolean {
  const want = segments(pattern);
  const have = segments(pathname);
  for (const [index, part] of want.entries()) {
    if (part === '*') return true;
    const segment = have[index];
    if (segment === undefined) return false;
    // The router matches paths without regard to case.
    if (!part.startsWith(':') && part.toLowerCase() !== segment.toLowerCase()) return false;
  }
  return want.length === have.length;
}

const patterns = Object.values(pagePaths);

/** Whether the app has a page at this path (a trailing slash is the same page). */
export function isPagePath(pathname: string): boolean {
  return patterns.some((pattern) => matches(pattern, pathname));
}
