// Accounts: signing up and in, two-factor, password reset, sessions, and the guards of each area.
export { type Session, sessionQueryKey } from './api/get-session';
export { AccountSessions } from './components/account-sessions';
export { AdminGuard } from './components/admin-guard';
export { AuthCard } from './components/auth-card';
export { AuthLink } from './components/auth-link';
export { ChangeNameForm } from './components/change-name-form';
export { ChangePasswordForm } from './components/change-password-form';
export { CheckEmail } from './components/check-email';
export { DashboardGuard } from './components/dashboard-guard';
export { EmailVerification } from './components/email-verification';
export { ForgotPasswordForm } from './components/forgot-password-form';
export { RegisterForm } from './components/register-form';
export { ResetLinkSent } from './components/reset-link-sent';
export { ResetPasswordForm } from './components/reset-password-form';
export {
  ResetDone,
  ResetLinkChecking,
  ResetLinkInvalid,
  type ResetLinkProblem,
} from './components/reset-screens';
export { SignIn } from './components/sign-in';
export { SignOutButton } from './components/sign-out-button';
export { TwoFactorSettings } from './components/two-factor-settings';
export { expiredLink, useResetLink } from './hooks/use-reset-link';
export { useSession } from './hooks/use-session';
export { useSignOut } from './hooks/use-sign-out';
export { adminGuardDecision } from './lib/guard-decisions';
