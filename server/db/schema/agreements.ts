import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { agreementStatuses, signingProviders } from '#common/agreements';
import { at, createdAt, id, updatedAt } from './columns';
import { userIdColumn } from './auth';

export const agreementStatus = pgEnum('agreement_status', agreementStatuses);
export const signingProvider = pgEnum('signing_provider', signingProviders);

/** An invention agreement sent to one signer through one signing provider. */
export const agreements = pgTable(
  'agreements',
  {
    id: id(),
    userId: userIdColumn(),
    provider: signingProvider('provider').notNull(),
    documentId: text('document_id').notNull(),
    status: agreementStatus('status').notNull().default('sent'),
    templateVersion: text('template_version'),
    signerName: text('signer_name').notNull(),
    signerEmail: text('signer_email').notNull(),
    signerJobTitle: text('signer_job_title'),
    signedAt: at('signed_at'),
    /** Storage key of the signed PDF and the SHA-256 of its bytes. */
    documentKey: text('document_key'),
    documentSha256: text('document_sha256'),
    /** The file name the provider gave the signed PDF, if any. */
    documentFilename: text('document_filename'),
    /** The code printed on the signed PDF under its seal (/verify); null where none is. */
    verificationCode: text('verification_code').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('agreements_provider_document_idx').on(t.provider, t.documentId),
    index('agreements_document_sha256_idx').on(t.documentSha256),
    index('agreements_user_idx').on(t.userId, t.createdAt.desc()),
    // Signing twice never leaves a user with two signed agreements.
    uniqueIndex('agreements_one_signed_per_user_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'signed'`),
  ],
);
