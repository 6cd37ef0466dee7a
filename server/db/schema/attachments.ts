import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { userIdColumn } from './auth';

/**
 * A file in private storage. The row is written before the bytes and marked stored after,
 * so a crash leaves a 'pending' row that the clean-up job can reconcile with storage.
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
    state: text('state', { enum: ['pending', 'stored'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
  },
  (t) => [
    index('attachments_owner_idx').on(t.ownerId),
    index('attachments_state_idx').on(t.state, t.createdAt),
  ],
);
