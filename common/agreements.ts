import { z } from 'zod';

export const signingProviders = ['builtin', 'boldsign'] as const;
export type SigningProviderName = (typeof signingProviders)[number];

export const agreementStatuses = ['sent', 'viewed', 'signed', 'declined', 'expired'] as const;
export type AgreementStatus = (typeof agreementStatuses)[number];

export const agreementMessages = {
  missingInformation: {
    title: 'Missing Information',
    message: 'Please provide your full name and job title.',
  },
  invalidDocumentId: 'The agreement ID format appears to be invalid',
  noDocumentId: 'No document ID found. Please try again.',
  consentRequired: 'Please agree to sign electronically.',
  signatureRequired: 'Please draw your signature before signing.',
} as const;

const requiredText = (max: number) =>
  z
    .string({ error: agreementMessages.missingInformation.message })
    .trim()
    .min(1, agreementMessages.missingInformation.message)
    .max(max, `Please keep this under ${max} characters.`);

/** The agreement details dialog. */
export const startSigningSchema = z.object({
  fullName: requiredText(200),
  jobTitle: requiredText(200),
});
export type StartSigningInput = z.input<typeof startSigningSchema>;

/** The built-in signing page's "Sign". */
export const signDocumentSchema = z.object({
  consent: z.literal(true, { error: agreementMessages.consentRequired }),
  typedName: z.string().trim().min(1, 'Please type your full name.').max(200),
  /** The drawn signature as a PNG data URL. */
  signature: z
    .string({ error: agreementMessages.signatureRequired })
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, agreementMessages.signatureRequired)
    .max(700_000, 'The signature image is too large.'),
});
export type SignDocumentInput = z.input<typeof signDocumentSchema>;

/** The spec's format of an agreement document id: letters, digits, hyphen or underscore, at least 6. */
export const isDocumentId = (value: string) => /^[A-Za-z0-9_-]{6,}$/.test(value);

/** The default name of a downloaded agreement. */
export const agreementFilename = (documentId: string) => `agreement_${documentId.slice(0, 8)}.pdf`;
