import type { Actor } from '#server/core/actor';
import type { Db } from '#server/db/client';
import { submissionFor } from '../access/index';
import type { Submission } from './deps';

/**
 * One submission, for its owner or (once sent) staff who may read it: admins, and reviewers it
 * is assigned to. Anyone else is told it does not exist.
 */
export const getSubmission = (db: Db, id: string, actor: Actor): Promise<Submission> =>
  submissionFor(db, actor, id, 'read');
