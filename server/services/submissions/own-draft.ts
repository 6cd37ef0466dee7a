import type { Actor } from '#server/core/actor';
import type { Tx } from '#server/db/client';
import { submissionFor } from '../access/index';

/**
 * A draft the caller may change (their own, or one listing them as a co-inventor), locked until
 * the transaction ends, or the draft not-found: a sent idea never changes, and two changes of
 * one draft wait for each other.
 */
export const ownDraft = (tx: Tx, id: string, actor: Actor) =>
  submissionFor(tx, actor, id, 'edit-draft', { forUpdate: true });
