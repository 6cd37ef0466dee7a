import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { userIdColumn } from './auth';

/**
 * A file in private storage. The row is written just before the bytes, so a crash in between
 * leaves a row on no submission (its id was never given out), which clean-up removes with
 * whatever file it may have: never a file without its row.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: id(),
    ownerId: userIdColumn('owner_id'),
    storageKey: text('storage_key').notNull().unique(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    sha256: text('sha256'),
    createdAt: createdAt(),
  },
  (t) => [
    index('attachments_owner_idx').on(t.ownerId),
    index('attachments_created_idx').on(t.createdAt),
  ],
);
