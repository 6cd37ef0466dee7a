import { createHash, randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { AppError } from '#server/http/errors';
import { signingDocuments } from '#server/db/schema/index';
import {
  agreementTemplate,
  CURRENT_AGREEMENT_VERSION,
  type AgreementTemplate,
} from '#server/lib/agreement-pdf/template';
import { discardUnlessKept } from '#server/providers/storage/discard-unless-kept';
import type { Storage } from '#server/providers/storage/storage';
import type { SigningProvider } from '../signing-provider';

export type SigningDocument = typeof signingDocuments.$inferSelect;

export interface SignInput {
  typedName: string;
  signaturePng: Uint8Array;
  ipAddress: string;
  userAgent: string;
}

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
export const isPng = (bytes: Uint8Array) => PNG_MAGIC.every((b, i) => bytes[i] === b);

/**
 * The portal's own signing service: it shows the versioned agreement, takes a typed name and a
 * drawn signature, and produces the signed PDF with its certificate page.
 */
export function createBuiltinProvider({
  db,
  storage,
  appUrl,
}: {
  db: Db;
  storage: Storage;
  appUrl: string;
}) {
  async function find(documentId: string): Promise<SigningDocument> {
    const [document] = await db
      .select()
      .from(signingDocuments)
      .where(eq(signingDocuments.id, documentId));
    if (!document) throw new AppError('not_found', 'No document ID found. Please try again.');
    return document;
  }

  const provider = {
    name: 'builtin',

    async start(signer) {
      const id = randomUUID();
      await db.insert(signingDocuments).values({
        id,
        signerName: signer.name,
        signerEmail: signer.email,
        signerJobTitle: signer.jobTitle,
        templateVersion: CURRENT_AGREEMENT_VERSION,
      });
      return {
        documentId: id,
        signingUrl: `${appUrl}/signing/${id}`,
        templateVersion: CURRENT_AGREEMENT_VERSION,
      };
    },

    async status(documentId) {
      return (await find(documentId)).status;
    },

    async download(documentId) {
      const document = await find(documentId);
      const stored = document.documentKey ? await storage.get(document.documentKey) : null;
      if (document.status !== 'signed' || !stored)
        throw new AppError('not_found', 'The document is not signed.');
      return { bytes: new Uint8Array(await buffer(stored.body)), filename: null };
    },

    /** The document and its agreement as the signing page shows them; the first view is recorded. */
    async view(
      documentId: string,
    ): Promise<{ document: SigningDocument; template: AgreementTemplate }> {
      let document = await find(documentId);
      if (!document.viewedAt) {
        const [viewed] = await db
          .update(signingDocuments)
          .set({
            viewedAt: new Date(),
            status: document.status === 'sent' ? 'viewed' : document.status,
          })
          .where(eq(signingDocuments.id, documentId))
          .returning();
        document = viewed!;
      }
      return { document, template: agreementTemplate(document.templateVersion) };
    },

    /**
     * Signs once: a second call finds the document signed and changes nothing. The PDF is
     * deleted again if the transaction recording it rolls back.
     */
    async sign(documentId: string, input: SignInput): Promise<SigningDocument> {
      if (!isPng(input.signaturePng)) {
        throw new AppError('invalid_signature', 'Please draw your signature before signing.');
      }
      // The PDF library is loaded with the first signature, not while every instance starts.
      const { renderSignedAgreement } = await import('#server/lib/agreement-pdf/signed-pdf');
      // A new key for each attempt, so a failed attempt's clean-up never touches another's file.
      const documentKey = `signing/${documentId}-${randomUUID()}.pdf`;
      return discardUnlessKept(storage, documentKey, () =>
        db.transaction(async (tx) => {
          const [document] = await tx
            .select()
            .from(signingDocuments)
            .where(eq(signingDocuments.id, documentId))
            .for('update');
          if (!document) throw new AppError('not_found', 'No document ID found. Please try again.');
          if (document.status === 'signed') return { kept: false, value: document };
          if (document.status !== 'sent' && document.status !== 'viewed') {
            throw new AppError(
              'not_signable',
              'This agreement can no longer be signed. Please start again.',
            );
          }
          const signedAt = new Date();
          let pdf: Uint8Array;
          try {
            pdf = await renderSignedAgreement({
              documentId,
              template: agreementTemplate(document.templateVersion),
              signer: {
                name: document.signerName,
                email: document.signerEmail,
                jobTitle: document.signerJobTitle,
              },
              typedName: input.typedName,
              signaturePng: input.signaturePng,
              viewedAt: document.viewedAt ?? signedAt,
              signedAt,
              ipAddress: input.ipAddress,
              userAgent: input.userAgent,
            });
          } catch {
            throw new AppError(
              'invalid_signature',
              'Your signature could not be read. Please draw it again.',
            );
          }
          await storage.put(documentKey, pdf, { contentType: 'application/pdf' });
          const [signed] = await tx
            .update(signingDocuments)
            .set({
              status: 'signed',
              signedAt,
              viewedAt: document.viewedAt ?? signedAt,
              typedName: input.typedName,
              ipAddress: input.ipAddress,
              userAgent: input.userAgent,
              documentKey,
              documentSha256: createHash('sha256').update(pdf).digest('hex'),
            })
            .where(eq(signingDocuments.id, documentId))
            .returning();
          return { kept: true, value: signed! };
        }),
      );
    },
  } satisfies SigningProvider & Record<string, unknown>;
  return provider;
}

export type BuiltinProvider = ReturnType<typeof createBuiltinProvider>;
