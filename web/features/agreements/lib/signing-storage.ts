import { signingStorageKeys } from '#common/agreements';
import { storageKeys } from '#common/auth/constants';
import { readItem, writeItem, type StorageLike } from '#web/lib/storage';

// The browser storage entries of signing (spec 02 §3 "Local storage keys").

/** When signing starts: the document to complete later and the URL shown. */
export function rememberSigningStart(
  storage: StorageLike | undefined,
  { documentId, signingUrl }: { documentId: string; signingUrl: string },
): void {
  writeItem(storage, signingStorageKeys.pendingSigningDocumentId, documentId);
  writeItem(storage, signingStorageKeys.lastSigningUrl, signingUrl);
}

export function pendingSigningDocumentId(storage: StorageLike | undefined): string | null {
  return readItem(storage, signingStorageKeys.pendingSigningDocumentId)?.trim() || null;
}

/** Once a signing is finished (or cannot be): nothing is pending any more. */
export function forgetPendingSigning(storage: StorageLike | undefined): void {
  writeItem(storage, signingStorageKeys.pendingSigningDocumentId, null);
  writeItem(storage, signingStorageKeys.lastSigningUrl, null);
}

/** The separate `boldsignDocumentId` entry: the signed agreement's document id. */
export function storedAgreementDocumentId(storage: StorageLike | undefined): string | null {
  return readItem(storage, storageKeys.agreementDocumentId)?.trim() || null;
}

export function saveAgreementDocumentId(storage: StorageLike | undefined, documentId: string) {
  writeItem(storage, storageKeys.agreementDocumentId, documentId);
}

/** All that signing keeps in the browser once the provider has said signed. */
export function recordSignedInStorage(storage: StorageLike | undefined, documentId: string) {
  saveAgreementDocumentId(storage, documentId);
  forgetPendingSigning(storage);
}
