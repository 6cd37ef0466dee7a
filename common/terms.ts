/**
 * The date of the Privacy Policy and Terms of Use in force, as their page states it. A
 * registration records its acceptance with this date, so change it whenever the terms change.
 */
export const TERMS_DATE = '2025-04-24';

/** The terms' date as the page and the register form write it: "April 24, 2025". */
export function termsDateLabel(): string {
  return new Date(`${TERMS_DATE}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** The register form's consent: asked of every new account, and refused without it. */
export const termsConsent = {
  field: 'acceptTerms',
  label: 'I am at least 18 and accept the Terms of Use and Privacy Policy',
  required:
    'Please confirm that you are at least 18 and accept the Terms of Use and Privacy Policy.',
} as const;
