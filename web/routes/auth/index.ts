export { AccountDeletedPage } from './account-deleted-page';
export { AuthCallbackPage } from './auth-callback-page';
export { CheckEmailPage } from './check-email-page';
export { ForgotPasswordPage } from './forgot-password-page';
export { LoginPage } from './login-page';
export { RegisterPage } from './register-page';
export { ResetPasswordPage } from './reset-password-page';
