import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, id } from './columns';
import { submissions } from './submissions';

export const issuedDocumentKinds = ['disclosure-pdf', 'evidence-bundle'] as const;
export type IssuedDocumentKind = (typeof issuedDocumentKinds)[number];

/**
 * Each copy of a document the portal made anew for a download (a bundle, its disclosure.pdf): no
 * two are the same bytes, so each is recorded as it is issued, for /verify to recognise it.
 */
export const issuedDocuments = pgTable(
  'issued_documents',
  {
    id: id(),
    /** The verification code printed on it (Crockford base32, common/verification.ts). */
    code: text('code').notNull().unique(),
    kind: text('kind', { enum: issuedDocumentKinds }).notNull(),
    // An idea deleted later leaves the record of what was issued, which names no one.
    submissionId: uuid('submission_id').references(() => submissions.id, { onDelete: 'set null' }),
    /** Of disclosure.pdf; for a bundle, of its manifest.json. */
    sha256: text('sha256').notNull(),
    /** A bundle's manifest.json, as issued: each file's hash, to name the one that changed. */
    manifest: text('manifest'),
    /** The submission's reference and when it was sent, kept for after a deletion. */
    submissionReference: text('submission_reference').notNull(),
    sentAt: at('sent_at'),
    issuedAt: at('issued_at').defaultNow().notNull(),
  },
  (t) => [index('issued_documents_sha256_idx').on(t.sha256)],
);
