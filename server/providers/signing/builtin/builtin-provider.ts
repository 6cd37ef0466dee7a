import { createHash, randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { and, eq, isNull } from 'drizzle-orm';
import type { SignerCheck } from '#common/auth/signing';
import type { Db } from '#server/db/client';
import { AppError } from '#server/core/app-error';
import { signingDocuments } from '#server/db/schema/index';
import {
  agreementTemplate,
  CURRENT_AGREEMENT_VERSION,
  type AgreementTemplate,
} from '#server/lib/agreement-pdf/template';
import { discardUnlessKept } from '#server/providers/storage/discard-unless-kept';
import type { Sealer } from '#server/lib/pdf-seal/sealer';
import type { Storage } from '#server/providers/storage/storage';
import type { SigningProvider } from '../signing-provider';

export type SigningDocument = typeof signingDocuments.$inferSelect;

export interface SignInput {
  typedName: string;
  /** How the signer proved who they were at the signature, printed on the certificate page. */
  signerCheck: SignerCheck;
  signaturePng: Uint8Array;
  ipAddress: string;
  userAgent: string;
}

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
export const isPng = (bytes: Uint8Array) => PNG_MAGIC.every((b, i) => bytes[i] === b);

function assertSignable(document: SigningDocument) {
  if (document.status !== 'sent' && document.status !== 'viewed') {
    throw new AppError(
      'not_signable',
      'This agreement can no longer be signed. Please start again.',
    );
  }
}

/**
 * The portal's own signing service: it shows the versioned agreement, takes a typed name and a
 * drawn signature, and produces the signed PDF with its certificate page, sealed (PAdES) with the portal's
 * certificate.
 */
export function createBuiltinProvider({
  db,
  storage,
  appUrl,
  sealer,
}: {
  db: Db;
  storage: Storage;
  appUrl: string;
  sealer: Sealer;
}) {
  async function find(documentId: string): Promise<SigningDocument> {
    const [document] = await db
      .select()
      .from(signingDocuments)
      .where(eq(signingDocuments.id, documentId));
    if (!document) throw new AppError('not_found', 'No document ID found. Please try again.');
    return document;
  }

  /** The signed agreement with its certificate page, sealed with the portal's certificate. */
  async function sealedAgreement(
    document: SigningDocument,
    input: SignInput,
    { signedAt, viewedAt }: { signedAt: Date; viewedAt: Date },
  ): Promise<Uint8Array> {
    // The PDF library is loaded with the first signature, not while every instance starts.
    const { renderSignedAgreement } = await import('#server/lib/agreement-pdf/signed-pdf');
    const { newVerificationMark } = await import('#server/lib/pdf/verification-code');
    const template = agreementTemplate(document.templateVersion);
    let pdf: Uint8Array;
    try {
      pdf = await renderSignedAgreement({
        documentId: document.id,
        template,
        signer: {
          name: document.signerName,
          email: document.signerEmail,
          jobTitle: document.signerJobTitle,
        },
        typedName: input.typedName,
        signerCheck: input.signerCheck,
        signaturePng: input.signaturePng,
        viewedAt,
        signedAt,
        ipAddress: input.ipAddress,
        userAgent: input.userAgent,
        seal: sealer.description,
        // The portal records the code from the signed file itself (services/agreements).
        verification: newVerificationMark(appUrl),
      });
    } catch {
      throw new AppError(
        'invalid_signature',
        'Your signature could not be read. Please draw it again.',
      );
    }
    return sealer.seal(pdf, {
      signerName: document.signerName,
      agreementVersion: template.version,
      signedAt,
    });
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
        // Only a document still unseen and unsigned: a signing that commits between the read
        // above and this write is never turned back to 'viewed'.
        const [viewed] = await db
          .update(signingDocuments)
          .set({ viewedAt: new Date(), status: 'viewed' })
          .where(
            and(
              eq(signingDocuments.id, documentId),
              isNull(signingDocuments.viewedAt),
              eq(signingDocuments.status, 'sent'),
            ),
          )
          .returning();
        document = viewed ?? (await find(documentId));
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
      const before = await find(documentId);
      if (before.status === 'signed') return before;
      assertSignable(before);
      const signedAt = new Date();
      const viewedAt = before.viewedAt ?? signedAt;
      // Rendered and sealed before the row is locked: the seal may wait on a timestamp authority.
      const pdf = await sealedAgreement(before, input, { signedAt, viewedAt });
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
          // Another attempt won while this one was sealing: its file is the record.
          if (document.status === 'signed') return { kept: false, value: document };
          assertSignable(document);
          await storage.put(documentKey, pdf, { contentType: 'application/pdf' });
          const [signed] = await tx
            .update(signingDocuments)
            .set({
              status: 'signed',
              signedAt,
              viewedAt,
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
