/**
 * The agreement fields of the browser's visitor record (`userData`, spec 02 §3) and the rules of
 * spec 02 §4 "Agreement" for them. Generic over the record, so any record with these fields
 * (the user-data feature's) goes through unchanged otherwise.
 */
export interface AgreementRecord {
  signature: string | null;
  agreementId: string | null;
  boldsignDocumentId: string | null;
}

/** Signed only when signature is 'signed' and an agreement id exists. */
export function isAgreementSigned(record: AgreementRecord): boolean {
  return record.signature === 'signed' && Boolean(record.agreementId);
}

export interface SignedUpdate {
  agreementId?: string | null | undefined;
  documentId?: string | null | undefined;
  fullName?: string | null | undefined;
  jobTitle?: string | null | undefined;
}

const present = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim().length > 0;

/**
 * The record once the agreement is signed. The agreement id is taken from the update, then the
 * record's own, then the stored `boldsignDocumentId` entry; the document id likewise. Name and
 * job title are changed only when the update gives them.
 */
export function applySignedState<
  T extends AgreementRecord & { fullName?: string; jobTitle?: string },
>(record: T, update: SignedUpdate, storedDocumentId: string | null): T {
  const stored = present(storedDocumentId) ? storedDocumentId : null;
  const next = {
    ...record,
    signature: 'signed',
    agreementId: [update.agreementId, record.agreementId, stored].find(present) ?? null,
    boldsignDocumentId:
      [update.documentId, record.boldsignDocumentId, stored].find(present) ?? null,
  } as T;
  if (present(update.fullName) && 'fullName' in record) next.fullName = update.fullName.trim();
  if (present(update.jobTitle) && 'jobTitle' in record) next.jobTitle = update.jobTitle.trim();
  return next;
}

/**
 * On load, a stored agreement document id is copied into the record when it says signed but
 * has no agreement id, or when it has neither (the signature then stays as it is). Returns the
 * same object when nothing changes.
 */
export function withStoredAgreementId<T extends AgreementRecord>(
  record: T,
  storedDocumentId: string | null,
): T {
  if (!present(storedDocumentId) || present(record.agreementId)) return record;
  const signed = record.signature === 'signed';
  const neither = record.signature === null || record.signature === '';
  if (!signed && !neither) return record;
  return { ...record, agreementId: storedDocumentId };
}

/**
 * What the separate `boldsignDocumentId` entry should hold after the record is written: a
 * signed record's document id; null leaves the entry as it is. (The entry survives sign-out,
 * so the next visit can copy it back into the record.)
 */
export function separateEntryFor(record: AgreementRecord): string | null {
  if (!isAgreementSigned(record)) return null;
  return present(record.boldsignDocumentId) ? record.boldsignDocumentId : null;
}

export type AgreementState =
  | { state: 'checking'; agreementId: null }
  | { state: 'signed'; agreementId: string }
  | { state: 'unsigned'; agreementId: null };

export interface ProfileAgreement {
  signature: string | null;
  agreementId: string | null;
}

/**
 * Whether the signed-in user has signed. The server's profile decides once it is known (the
 * browser's record is a copy and may be stale or edited); before that, or for a user with no
 * profile row, the record is used.
 */
export function agreementState(
  profile: ProfileAgreement | null | undefined,
  record: AgreementRecord,
): AgreementState {
  if (profile) {
    return profile.signature === 'signed' && present(profile.agreementId)
      ? { state: 'signed', agreementId: profile.agreementId }
      : { state: 'unsigned', agreementId: null };
  }
  if (isAgreementSigned(record)) return { state: 'signed', agreementId: record.agreementId! };
  return profile === undefined
    ? { state: 'checking', agreementId: null }
    : { state: 'unsigned', agreementId: null };
}
