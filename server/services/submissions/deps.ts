import type { Db } from '#server/db/client';
import type { submissions } from '#server/db/schema/index';
import type { Storage } from '#server/providers/storage/storage';
import type { TimestampSettings } from '../proof/index';

/** What the use cases of ideas need of the portal, handed in by the routes that call them. */
export interface SubmissionDeps {
  db: Db;
  storage: Storage;
  staffEmail: string | undefined;
  /** The portal's public address, for links in mail. */
  appUrl: string;
  timestamps: TimestampSettings;
}

export type Submission = typeof submissions.$inferSelect;
