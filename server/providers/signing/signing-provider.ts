import type { AgreementStatus, SigningProviderName } from '#common/agreements';

export interface Signer {
  name: string;
  email: string;
  jobTitle: string;
}

export interface SigningStarted {
  documentId: string;
  /** Where the signer signs, shown in the embedded signing dialog. */
  signingUrl: string;
  /** The agreement version, when the provider knows it. */
  templateVersion: string | null;
}

export interface SignedDocument {
  bytes: Uint8Array;
  /** The file name the provider gives, if any. */
  filename: string | null;
}

/**
 * An electronic signature service. The portal trusts only what the provider reports:
 * a document is signed when `status` says so, never because a browser said it.
 */
export interface SigningProvider {
  name: SigningProviderName;
  start(signer: Signer, options: { redirectUrl: string }): Promise<SigningStarted>;
  status(documentId: string): Promise<AgreementStatus>;
  /** The signed PDF; only for a document whose status is 'signed'. */
  download(documentId: string): Promise<SignedDocument>;
}
