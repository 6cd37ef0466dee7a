import { agreementMessages, signingMessages } from '#common/agreements';

/** The server's comparison: case, surrounding and repeated spaces do not matter. */
export function namesMatch(typed: string, expected: string): boolean {
  const normal = (value: string) => value.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
  return normal(typed) === normal(expected);
}

export type SigningFormField = 'consent' | 'typedName' | 'signature';

export interface SigningFormValues {
  consent: boolean;
  typedName: string;
  hasSignature: boolean;
}

/** The built-in signing page's checks before 'Sign', with the server's own messages. */
export function signingFormProblems(
  values: SigningFormValues,
  signerName: string,
): Partial<Record<SigningFormField, string>> {
  const problems: Partial<Record<SigningFormField, string>> = {};
  if (!values.consent) problems.consent = agreementMessages.consentRequired;
  if (values.typedName.trim() === '') problems.typedName = signingMessages.typedNameRequired;
  else if (!namesMatch(values.typedName, signerName)) {
    problems.typedName = signingMessages.nameMismatch(signerName);
  }
  if (!values.hasSignature) problems.signature = agreementMessages.signatureRequired;
  return problems;
}

/** The details dialog's values, trimmed, or null when one is empty ('Missing Information'). */
export function agreementDetails(values: {
  fullName: string;
  jobTitle: string;
}): { fullName: string; jobTitle: string } | null {
  const fullName = values.fullName.trim();
  const jobTitle = values.jobTitle.trim();
  return fullName && jobTitle ? { fullName, jobTitle } : null;
}
