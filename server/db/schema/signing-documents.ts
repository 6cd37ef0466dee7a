import { pgTable, text } from 'drizzle-orm/pg-core';
import { agreementStatus } from './agreements';
import { at, createdAt } from './columns';

/**
 * The built-in signing provider's own documents: what a signing service such as BoldSign
 * keeps on its side. The portal's agreements refer to them by document id.
 */
export const signingDocuments = pgTable('signing_documents', {
  id: text('id').primaryKey(),
  signerName: text('signer_name').notNull(),
  signerEmail: text('signer_email').notNull(),
  signerJobTitle: text('signer_job_title').notNull(),
  templateVersion: text('template_version').notNull(),
  status: agreementStatus('status').notNull().default('sent'),
  viewedAt: at('viewed_at'),
  signedAt: at('signed_at'),
  typedName: text('typed_name'),
  ipAddress: text('ip_address'),
  userAgent: text('user_agent'),
  documentKey: text('document_key'),
  documentSha256: text('document_sha256'),
  createdAt: createdAt(),
});
