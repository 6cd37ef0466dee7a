import { termsConsent } from '#common/terms';

/** The password field of each endpoint that takes a new one. */
const newPasswordField: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

const passwordRuleCodes = new Set([
  'password_rule',
  'password_too_short',
  'password_too_long',
  'password_too_weak',
]);

// Better Auth's own validation names the field in its message: '[body.email] Invalid email address'.
const VALIDATED_FIELD = /^\[body\.([A-Za-z]+)\]/;

/**
 * Which request field an auth error is about, and the words for it where Better Auth's are not
 * the portal's; nothing when the error is about the request as a whole.
 */
export function authErrorField(
  path: string,
  code: string,
  message: string,
): { field: string; message: string } | undefined {
  if (passwordRuleCodes.has(code) && newPasswordField[path])
    return { field: newPasswordField[path], message };
  if (code === 'terms_not_accepted') return { field: termsConsent.field, message };
  if (code === 'invalid_password' && path === '/change-password')
    return { field: 'currentPassword', message: 'Current password is incorrect' };
  if (code === 'invalid_password') return { field: 'password', message: 'Password is incorrect' };
  if (code === 'current_password_required')
    return { field: path === '/change-password' ? 'currentPassword' : 'password', message };
  const validated = VALIDATED_FIELD.exec(message)?.[1];
  if (code === 'validation_error' && validated === 'email')
    return { field: 'email', message: 'Please enter a valid email address.' };
  if (code === 'validation_error' && validated) return { field: validated, message };
  return undefined;
}
