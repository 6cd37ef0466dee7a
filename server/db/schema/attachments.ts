import { bigint, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { PhiType } from '#common/phi/index';
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
    /**
     * The kinds of patient identifier the PHI guard read in the file's text when it was stored
     * (ADR 37); null for a file stored before the guard or whose text cannot be read.
     */
    phiTypes: jsonb('phi_types').$type<PhiType[]>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('attachments_owner_idx').on(t.ownerId),
    index('attachments_created_idx').on(t.createdAt),
  ],
);
