import type { Db } from '#server/db/client';
import type { submissions } from '#server/db/schema/index';
import type { DocumentSeal } from '#server/lib/pdf-seal/document-seal';
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
  /** Seals disclosure.pdf as it is issued (B-LTA with an authority); absent: issued unsealed. */
  sealDocument?: DocumentSeal | null;
}

export type Submission = typeof submissions.$inferSelect;
