import { storageKeys } from '#common/auth/constants';
import { readItem, writeItem, type StorageLike } from '#web/lib/storage';

/**
 * The visitor data record kept in the browser under `userData` between page loads
 * (spec 01 §3). Every field is always present: empty text or null until known.
 */
export interface UserData {
  email: string;
  fullName: string;
  jobTitle: string;
  signature: 'signed' | null;
  ideaTitle: string;
  ideaDescription: string;
  phoneNumber: string;
  boldsignDocumentId: string | null;
  agreementId: string | null;
}

export const defaultUserData: Readonly<UserData> = Object.freeze({
  email: '',
  fullName: '',
  jobTitle: '',
  signature: null,
  ideaTitle: '',
  ideaDescription: '',
  phoneNumber: '',
  boldsignDocumentId: null,
  agreementId: null,
});

const textFields = [
  'email',
  'fullName',
  'jobTitle',
  'ideaTitle',
  'ideaDescription',
  'phoneNumber',
] as const;
const idFields = ['boldsignDocumentId', 'agreementId'] as const;

/**
 * Any value (parsed JSON, a partial update) as a complete record: known fields of the right
 * type are kept, everything else takes its default. Unknown keys are dropped.
 */
export function normaliseUserData(value: unknown): UserData {
  const source = (typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  const data: UserData = { ...defaultUserData };
  for (const field of textFields) {
    const text = source[field];
    if (typeof text === 'string') data[field] = text;
  }
  for (const field of idFields) {
    const id = source[field];
    if (typeof id === 'string' && id.length > 0) data[field] = id;
  }
  data.signature = source.signature === 'signed' ? 'signed' : null;
  return data;
}

/** The stored text as a record; unreadable JSON is logged and reads as the defaults. */
export function parseUserData(raw: string | null): UserData {
  if (raw === null || raw === '') return { ...defaultUserData };
  try {
    return normaliseUserData(JSON.parse(raw));
  } catch (error) {
    console.warn(`Ignoring an unreadable "${storageKeys.userData}" record`, error);
    return { ...defaultUserData };
  }
}

/** The record with some fields changed; the result is normalised like a stored one. */
export function mergeUserData(current: UserData, patch: Partial<UserData>): UserData {
  return normaliseUserData({ ...current, ...patch });
}

/** Reads the record from a storage; read failures are only logged, and defaults used. */
export function readUserData(storage: StorageLike | undefined): UserData {
  return parseUserData(readItem(storage, storageKeys.userData));
}

/** Writes the record (null removes it); write failures are only logged. */
export function writeUserData(storage: StorageLike | undefined, data: UserData | null): void {
  writeItem(storage, storageKeys.userData, data && JSON.stringify(data));
}
