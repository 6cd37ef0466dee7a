import { z } from 'zod';
import { signingCredentials } from './auth/signing';
import { plainText } from './text';

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
  invalidEmail: 'Invalid email format. Please enter a valid email address.',
  noDocumentId: 'No document ID found. Please try again.',
  consentRequired: 'Please agree to sign electronically.',
  signatureRequired: 'Please draw your signature before signing.',
} as const;

const requiredText = (label: string, max: number) =>
  plainText(
    z
      .string({ error: agreementMessages.missingInformation.message })
      .trim()
      .min(1, agreementMessages.missingInformation.message)
      .max(max, `Please keep this under ${max} characters.`),
    label,
  );

/** The agreement details dialog. */
export const startSigningSchema = z.object({
  fullName: requiredText('Full name', 200),
  jobTitle: requiredText('Job title', 200),
});
export type StartSigningInput = z.input<typeof startSigningSchema>;

/** The built-in signing page's "Sign". */
export const signDocumentSchema = z.object({
  consent: z.literal(true, { error: agreementMessages.consentRequired }),
  typedName: plainText(
    z.string().trim().min(1, 'Please type your full name.').max(200),
    'Full name',
  ),
  /** The drawn signature as a PNG data URL. */
  signature: z
    .string({ error: agreementMessages.signatureRequired })
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, agreementMessages.signatureRequired)
    .max(700_000, 'The signature image is too large.'),
  ...signingCredentials,
});
export type SignDocumentInput = z.input<typeof signDocumentSchema>;

/** The spec's format of an agreement document id: letters, digits, hyphen or underscore, at least 6. */
export const isDocumentId = (value: string) => /^[A-Za-z0-9_-]{6,}$/.test(value);

/** The default name of a downloaded agreement. */
export const agreementFilename = (documentId: string) => `agreement_${documentId.slice(0, 8)}.pdf`;

// ---------------------------------------------------------------------------------------------
// The dashboard's signing flow and agreement downloads (spec 02 §3, §4, §8; spec 01 §5, §7, §8).

/** The embedded signing dialog's frame height (spec 02 §9). */
export const SIGNING_FRAME_HEIGHT = 900;

/** Browser storage keys of a signing in progress (spec 02 §3); `boldsignDocumentId` is in auth/constants. */
export const signingStorageKeys = {
  /** The document a signing was started for, completed on the next visit if still unsigned. */
  pendingSigningDocumentId: 'pendingSigningDocumentId',
  /** The embedded signing URL last shown. */
  lastSigningUrl: 'lastSigningUrl',
} as const;

/** The window event (detail `{ documentId }`) and the message type that announce a signing. */
export const AGREEMENT_SIGNED_EVENT = 'agreement-signed';

/** What the built-in signing page posts to the page that embeds it once the document is signed. */
export interface AgreementSignedMessage {
  type: typeof AGREEMENT_SIGNED_EVENT;
  status: 'Signed';
  documentId: string;
  agreementId: string | null;
}

/** The spec's texts of signing (spec 02 §8) that agreementMessages above does not hold. */
export const signingMessages = {
  authentication: {
    title: 'Authentication Error',
    message: 'You need to be signed in to complete this action.',
  },
  documentService: (status: number) => `Failed to call document service: ${status}`,
  generateFailed: 'Failed to generate the signing document. Please try again.',
  incomplete: { title: 'Signing Incomplete', message: "We couldn't verify your signature..." },
  frameFailed: 'Failed to load the signing interface...',
  consentLabel: 'I agree to sign this agreement electronically',
  typedNameRequired: 'Please type your full name.',
  nameMismatch: (name: string) => `Please type your full name exactly as given: ${name}`,
} as const;

/** The spec's texts of agreement downloads (spec 01 §5, §8; spec 02 §8). */
export const agreementDownloadMessages = {
  downloading: 'Downloading Agreement',
  complete: 'Download Complete',
  opening: 'Opening Agreement',
  failed: {
    title: 'Download Failed',
    message: 'Failed to download the agreement. Please try again.',
  },
  noAgreement: {
    title: 'No Agreement Available',
    message: 'There is no signed agreement for this submission.',
  },
  noAgreementId: 'No agreement ID provided for download',
  unable: (reason: string) => `Unable to download agreement: ${reason}`,
  initiateFailed: 'Failed to initiate download',
  fallback: 'Failed to download agreement',
  authenticationRequired: 'Authentication required to download documents',
} as const;

/** POST /api/agreements/signing → 201. */
export const startSigningResponseSchema = z.object({
  agreementId: z.string().min(1),
  documentId: z.string(),
  signingUrl: z.string(),
});
export type StartSigningResponse = z.infer<typeof startSigningResponseSchema>;

/** POST /api/agreements/signing/:documentId/complete: what the provider says now. */
export const completeSigningResponseSchema = z.object({
  status: z.enum(agreementStatuses),
  agreementId: z.string().nullable(),
});
export type CompleteSigningResponse = z.infer<typeof completeSigningResponseSchema>;

/** GET /api/signing/builtin/:documentId: the built-in signing page's document. */
export const signingDocumentSchema = z.object({
  documentId: z.string(),
  status: z.enum(agreementStatuses),
  signer: z.object({ name: z.string(), email: z.string(), jobTitle: z.string().nullable() }),
  agreement: z.object({
    title: z.string(),
    version: z.string(),
    sections: z.array(
      z.object({ heading: z.string().nullable(), paragraphs: z.array(z.string()) }),
    ),
  }),
});
export type SigningDocument = z.infer<typeof signingDocumentSchema>;

/** POST /api/signing/builtin/:documentId/sign → 200. */
export const signDocumentResponseSchema = z.object({
  status: z.literal('signed'),
  agreementId: z.string(),
});
export type SignDocumentResponse = z.infer<typeof signDocumentResponseSchema>;
