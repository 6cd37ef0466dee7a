// Password rules of the spec, shared by the forms and the server that enforces them.

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing it is not a denial of service. */
export const PASSWORD_MAX_LENGTH = 128;
/** Registration needs at least this strength score (spec 01 §5). */
export const MIN_REGISTRATION_SCORE = 2;

export const strengthLabels = ['Very Weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;
export type StrengthLabel = (typeof strengthLabels)[number];

/** One point each for length >= 8, length >= 12, an uppercase letter, a lowercase letter, a digit, a symbol; at most 4. */
export function passwordScore(password: string): 0 | 1 | 2 | 3 | 4 {
  const points = [
    password.length >= 8,
    password.length >= 12,
    /[A-Z]/.test(password),
    /[a-z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ].filter(Boolean).length;
  return Math.min(points, 4) as 0 | 1 | 2 | 3 | 4;
}

export const strengthLabel = (password: string): StrengthLabel =>
  strengthLabels[passwordScore(password)];

export interface Problem {
  /** Stable, for the API's error body. */
  code:
    | 'missing_fields'
    | 'password_mismatch'
    | 'password_too_short'
    | 'password_too_long'
    | 'password_too_weak';
  title: string;
  message: string;
}

/** The first problem with a registration, in the spec's order and words; null when there is none. */
export function registrationProblem(input: {
  email: string;
  password: string;
  confirmPassword: string;
}): Problem | null {
  if (!input.email.trim() || !input.password || !input.confirmPassword) {
    return {
      code: 'missing_fields',
      title: 'Missing information',
      message: 'Please fill in all fields.',
    };
  }
  if (input.password !== input.confirmPassword) {
    return {
      code: 'password_mismatch',
      title: 'Passwords do not match',
      message: 'Please ensure your passwords match.',
    };
  }
  return newAccountPasswordProblem(input.password);
}

/** What the server checks of a new account's password (it never sees the confirmation). */
export function newAccountPasswordProblem(password: string): Problem | null {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return {
      code: 'password_too_short',
      title: 'Password too short',
      message: 'Password must be at least 8 characters long.',
    };
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return {
      code: 'password_too_long',
      title: 'Password too long',
      message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
    };
  }
  if (passwordScore(password) < MIN_REGISTRATION_SCORE) {
    return {
      code: 'password_too_weak',
      title: 'Password too weak',
      message: 'Please choose a stronger password with a mix of characters.',
    };
  }
  return null;
}

/** Rules of the Settings password change (spec 02 §5), field by field, as the form shows them. */
export function passwordChangeProblems(input: {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}): Partial<Record<'currentPassword' | 'newPassword' | 'confirmPassword', string>> {
  const problems: Partial<Record<'currentPassword' | 'newPassword' | 'confirmPassword', string>> =
    {};
  if (!input.currentPassword) problems.currentPassword = 'Current password is required';
  const newProblem = newPasswordProblem(input.newPassword);
  if (newProblem) problems.newPassword = newProblem;
  if (input.confirmPassword !== input.newPassword)
    problems.confirmPassword = 'Passwords do not match';
  return problems;
}

/** The Settings rule for a new password, also enforced by the server; null when it passes. */
export function newPasswordProblem(password: string): string | null {
  if (!password) return 'New password is required';
  if (password.length < PASSWORD_MIN_LENGTH) return 'Password must be at least 8 characters';
  if (password.length > PASSWORD_MAX_LENGTH)
    return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  if (!/[A-Z]/.test(password)) return 'Password must contain at least 1 uppercase letter';
  if (!/\d/.test(password)) return 'Password must contain at least 1 number';
  return null;
}

/** The reset form's rules (spec 01 §5); null when it passes. */
export function resetPasswordProblem(password: string, confirmPassword: string): string | null {
  if (password !== confirmPassword) return 'Passwords do not match';
  if (password.length < PASSWORD_MIN_LENGTH) return 'Password must be at least 8 characters long';
  if (password.length > PASSWORD_MAX_LENGTH)
    return `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`;
  return null;
}
