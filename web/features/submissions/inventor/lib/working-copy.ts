import type { InventionFacts } from '#common/invention-facts';
import { submissionRecordSchema, type SubmissionRecord } from '#common/submissions';
import { readItem, writeItem, type StorageLike } from '#web/lib/storage';
import type { SubmissionTarget } from '../api/save-submission';
import { readKeptFacts } from './kept-facts';

/**
 * What the idea dialog holds that has not been sent or saved by the person: kept in this
 * browser at every change, so a closed tab or a reload does not lose it. Once it has a title,
 * the autosave also keeps it as a server draft (`draft`), under the idea's own id.
 */
export interface WorkingCopy {
  /** The idea's id: the new idea's client-made id, or the loaded draft's. */
  id: string;
  resubmittedFrom: string | null;
  title: string;
  description: string;
  /** The invention's facts as typed, checked or not; a copy an older page kept has none. */
  facts: InventionFacts;
  /** The server draft the autosave made of a new idea, as the server last answered. */
  draft: SubmissionRecord | null;
}

/** One per dialog the person may leave half-done: a new idea, a resubmission, a draft. */
export function workingCopySlot(target: SubmissionTarget): string {
  if (target.kind === 'draft') return `draft:${target.draft.id}`;
  return target.resubmittedFrom ? `resubmit:${target.resubmittedFrom}` : 'new';
}

/** Each user's copies under their own key: someone else signing in here never sees them. */
export const workingCopyKey = (userId: string) => `ideaWorkingCopies:${userId}`;

type Copies = Record<string, WorkingCopy>;

function readAll(storage: StorageLike | undefined, userId: string): Copies {
  const raw = readItem(storage, workingCopyKey(userId));
  if (!raw) return {};
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return {};
    const copies: Copies = {};
    for (const [slot, value] of Object.entries(parsed as Record<string, unknown>)) {
      const copy = readCopy(value);
      if (copy) copies[slot] = copy;
    }
    return copies;
  } catch {
    return {};
  }
}

/** A stored copy as the current code understands it; anything else is dropped. */
function readCopy(value: unknown): WorkingCopy | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.id !== 'string' || typeof v.title !== 'string') return null;
  if (typeof v.description !== 'string') return null;
  const draft = v.draft ? submissionRecordSchema.safeParse(v.draft) : null;
  return {
    id: v.id,
    resubmittedFrom: typeof v.resubmittedFrom === 'string' ? v.resubmittedFrom : null,
    title: v.title,
    description: v.description,
    facts: readKeptFacts(v.facts),
    draft: draft?.success ? draft.data : null,
  };
}

export function readWorkingCopy(
  storage: StorageLike | undefined,
  userId: string,
  slot: string,
): WorkingCopy | null {
  return readAll(storage, userId)[slot] ?? null;
}

/** Keeps `copy` in its slot; null forgets the slot. */
export function writeWorkingCopy(
  storage: StorageLike | undefined,
  userId: string,
  slot: string,
  copy: WorkingCopy | null,
): void {
  const copies = readAll(storage, userId);
  if (copy) copies[slot] = copy;
  else delete copies[slot];
  writeItem(
    storage,
    workingCopyKey(userId),
    Object.keys(copies).length > 0 ? JSON.stringify(copies) : null,
  );
}
