import type { Inventors } from '#common/co-inventors';
import type { InventionFacts } from '#common/invention-facts';
import { checkedInventors } from '../inventors';
import { readKeptFacts } from '../kept-facts';
import {
  fileMessages,
  fitsLocalStorage,
  legacyFields,
  LOCAL_FILE_MAX_BYTES,
  newQueuedFiles,
  readQueuedFiles,
  type LegacyFileFields,
  type NewQueuedFile,
  type QueuedFile,
} from './queued-files';

export { fitsLocalStorage };

// The retry queue's items: what one stored idea holds, the queue's limits and messages, how a
// stored value is read as an item, and an item's states (failed, given up, due).

/** Spec 02 §4, §9. */
export const queueLimits = {
  /** An item that failed this many times is no longer retried. */
  maxRetries: 3,
  /** Items sent per run, at most. */
  maxPerRun: 5,
  /** Each item's send may take this long. */
  itemTimeoutMs: 10_000,
  /** The pause between two items. */
  pauseMs: 500,
  /** The connection check before a run. */
  connectionTimeoutMs: 3_000,
  /** Uploading a file kept with an item may take this long. */
  uploadTimeoutMs: 60_000,
  /** Files under this size are kept in the browser with their item (5 MB). */
  localFileMaxBytes: LOCAL_FILE_MAX_BYTES,
} as const;

export type QueueLimits = { -readonly [K in keyof typeof queueLimits]: number };

export const queueMessages = {
  itemTimeout: 'Submission timed out after 10 seconds',
  uploadTimeout: 'The attachment upload timed out.',
  ...fileMessages,
} as const;

/**
 * One idea waiting in the browser: the submission's fields (the table's names, spec 02 §3) and
 * the queue's own pendingTimestamp, retryCount, lastError (ISO time) and errorMessage.
 */
export interface PendingSubmission extends LegacyFileFields {
  id: string;
  user_id: string;
  full_name: string | null;
  email: string | null;
  job_title: string | null;
  idea_title: string;
  idea_description: string;
  /**
   * The invention's facts, as the form checked them: a key the portal adds to the spec's item.
   * An item an older page stored has none, and is sent with none.
   */
  facts: InventionFacts;
  /**
   * The submitter's share and the co-inventors they listed, as the form checked them: the other
   * key the portal adds. Null sends the idea with its submitter alone, as an item an older page
   * stored is sent.
   */
  inventors: Inventors | null;
  /**
   * The inventor confirmed that the idea identifies no patient (the PHI guard's attestation),
   * sent again with it. An item an older page stored has none: false.
   */
  phiAttestation: boolean;
  /**
   * The idea's files in order: a key the portal adds to the spec's item, which has one file. The
   * spec's attachment_id, attachment_name, attachment_is_temporary and attachment_error are kept
   * beside it (its first file, whether any waits here, why any will not go: legacyFields); an
   * item an older page stored has only those, and is read as its one file.
   */
  attachments: QueuedFile[];
  agreement_id: string | null;
  resubmitted_from: string | null;
  /** Only sent ideas are queued; drafts never are. */
  status: string;
  created_at: string;
  updated_at: string;
  /** When it was queued (ISO time). */
  pendingTimestamp: string;
  retryCount: number;
  /** When it last failed (ISO time). */
  lastError: string | null;
  errorMessage: string | null;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One stored value as a queue item, or null when the queue does not keep it: an item needs
 * user_id, idea_title and idea_description (spec 02 §4). An item without a usable id gets one
 * from `makeId` (it is then kept under that id from now on).
 */
export function normalisePendingSubmission(
  value: unknown,
  makeId: () => string,
  now: number,
): PendingSubmission | null {
  if (typeof value !== 'object' || value === null) return null;
  const source = value as Record<string, unknown>;
  const userId = text(source.user_id);
  const title = text(source.idea_title);
  const description = text(source.idea_description);
  if (!userId || !title || !description) return null;
  const id = typeof source.id === 'string' && UUID.test(source.id) ? source.id : makeId();
  const queuedAt = text(source.pendingTimestamp) ?? new Date(now).toISOString();
  const retryCount = Number(source.retryCount);
  const attachments = readQueuedFiles(source, id);
  return {
    id,
    user_id: userId,
    full_name: text(source.full_name),
    email: text(source.email),
    job_title: text(source.job_title),
    idea_title: title,
    idea_description: description,
    facts: readKeptFacts(source.facts),
    inventors: checkedInventors(source.inventors),
    phiAttestation: source.phiAttestation === true,
    attachments,
    ...legacyFields(attachments),
    agreement_id: text(source.agreement_id),
    resubmitted_from: text(source.resubmitted_from),
    status: text(source.status) ?? 'pending',
    created_at: text(source.created_at) ?? queuedAt,
    updated_at: text(source.updated_at) ?? queuedAt,
    pendingTimestamp: queuedAt,
    retryCount: Number.isInteger(retryCount) && retryCount > 0 ? retryCount : 0,
    lastError: text(source.lastError),
    errorMessage: text(source.errorMessage),
  };
}

/** The queue's stored text as items; unreadable text reads as an empty queue. */
export function parseQueue(
  raw: string | null,
  makeId: () => string = () => crypto.randomUUID(),
  now: number = Date.now(),
): PendingSubmission[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const items: PendingSubmission[] = [];
  for (const entry of value) {
    const item = normalisePendingSubmission(entry, makeId, now);
    // One item per id: the same idea twice would still be one submission.
    if (item && !seen.has(item.id)) {
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

/** The item after a failed try: one more in retryCount, the time and the reason recorded. */
export function recordFailure(
  item: PendingSubmission,
  message: string,
  now: number,
): PendingSubmission {
  return {
    ...item,
    retryCount: item.retryCount + 1,
    lastError: new Date(now).toISOString(),
    errorMessage: message,
  };
}

/** An item that failed too often: kept, with its error shown, but not retried. */
export function isExhausted(
  item: PendingSubmission,
  maxRetries: number = queueLimits.maxRetries,
): boolean {
  return item.retryCount >= maxRetries;
}

/** The items a run tries, oldest first: this user's sent ideas that may still be retried. */
export function itemsToRetry(
  items: PendingSubmission[],
  userId: string,
  limits: Pick<QueueLimits, 'maxRetries' | 'maxPerRun'> = queueLimits,
): PendingSubmission[] {
  return items
    .filter(
      (item) =>
        item.user_id === userId && item.status !== 'draft' && !isExhausted(item, limits.maxRetries),
    )
    .sort((a, b) => a.pendingTimestamp.localeCompare(b.pendingTimestamp))
    .slice(0, limits.maxPerRun);
}

export interface NewPendingSubmission {
  id: string;
  userId: string;
  email: string | null;
  fullName: string | null;
  jobTitle: string | null;
  agreementId: string | null;
  ideaTitle: string;
  ideaDescription: string;
  facts: InventionFacts;
  inventors: Inventors | null;
  resubmittedFrom: string | null;
  /**
   * The idea's files in the form's order: those the server has by id; the others kept with the
   * item when their bytes could be stored here (under 5 MB), else noted.
   */
  files: NewQueuedFile[];
  /** The inventor confirmed that the idea identifies no patient. */
  phiAttestation?: boolean;
}

/** A new queue item for an idea the server could not be reached for. */
export function pendingSubmission(input: NewPendingSubmission, now: number): PendingSubmission {
  const at = new Date(now).toISOString();
  const attachments = newQueuedFiles(input.id, input.files);
  return {
    id: input.id,
    user_id: input.userId,
    full_name: input.fullName,
    email: input.email,
    job_title: input.jobTitle,
    idea_title: input.ideaTitle.trim(),
    idea_description: input.ideaDescription.trim(),
    facts: input.facts,
    inventors: input.inventors,
    phiAttestation: input.phiAttestation === true,
    attachments,
    ...legacyFields(attachments),
    agreement_id: input.agreementId,
    resubmitted_from: input.resubmittedFrom,
    status: 'pending',
    created_at: at,
    updated_at: at,
    pendingTimestamp: at,
    retryCount: 0,
    lastError: null,
    errorMessage: null,
  };
}
