import { createHash, randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import {
  agreementDownloadMessages,
  agreementFilename,
  agreementMessages,
} from '#common/agreements';
import { isEmailLike } from '#common/auth/email';
import type { Actor, RequestInfo } from '#server/core/actor';
import type { Db } from '#server/db/client';
import { AppError } from '#server/core/app-error';
import { agreements, profiles } from '#server/db/schema/index';
import type { SigningProvider } from '#server/providers/signing/signing-provider';
import { discardUnlessKept } from '#server/providers/storage/discard-unless-kept';
import { claimedVerificationCode } from '#server/lib/pdf/claimed-code';
import type { Storage } from '#server/providers/storage/storage';
import { recordAudit } from '../audit/index';
import { enqueueMail, agreementSignedMail } from '../mail/index';
import { enqueueTimestamp } from '../proof/index';
import { queueStaffNotification } from '../notifications/index';
import { archiveWhenCommitted, newestRevision } from './long-term';

export interface AgreementDeps {
  db: Db;
  storage: Storage;
  provider: SigningProvider;
  appUrl: string;
  staffEmail: string | undefined;
}

export type Agreement = typeof agreements.$inferSelect;

/** What downloading an agreement answers when there is none the caller may have. */
const NO_SIGNED_AGREEMENT = agreementDownloadMessages.noAgreement.message;

/** Starts a signing for the user: the document at the provider, and the portal's record of it. */
export async function startSigning(
  deps: AgreementDeps,
  user: { id: string; email: string },
  input: { fullName: string; jobTitle: string },
) {
  // The provider sends the signing document to the account's address: one that does not look
  // like an address is refused here (spec 02 §5) rather than passed on.
  if (!isEmailLike(user.email)) throw new AppError('invalid_email', agreementMessages.invalidEmail);
  const [signed] = await deps.db
    .select({ id: agreements.id })
    .from(agreements)
    .where(and(eq(agreements.userId, user.id), eq(agreements.status, 'signed')));
  if (signed) throw new AppError('already_signed', 'Your agreement is already signed.');

  const started = await deps.provider.start(
    { name: input.fullName, email: user.email, jobTitle: input.jobTitle },
    { redirectUrl: `${deps.appUrl}/thank-you` },
  );
  const [row] = await deps.db
    .insert(agreements)
    .values({
      userId: user.id,
      provider: deps.provider.name,
      documentId: started.documentId,
      templateVersion: started.templateVersion,
      signerName: input.fullName,
      signerEmail: user.email,
      signerJobTitle: input.jobTitle,
    })
    .returning();
  return { agreementId: row!.id, documentId: started.documentId, signingUrl: started.signingUrl };
}

/** The user's record of a document, or of any user's when no owner is given (webhooks). */
export async function findAgreement(deps: AgreementDeps, documentId: string, ownerId?: string) {
  const [row] = await deps.db
    .select()
    .from(agreements)
    .where(
      and(
        eq(agreements.provider, deps.provider.name),
        eq(agreements.documentId, documentId),
        ownerId ? eq(agreements.userId, ownerId) : undefined,
      ),
    );
  return row;
}

/**
 * Brings the portal's record up to date with the provider. When the provider says the document
 * is signed, the signed PDF is stored privately with its SHA-256, and in one transaction the
 * agreement, the profile, the staff notification and the audit entry are written; the file is
 * deleted again if that transaction fails or an earlier agreement already counts. Safe to call
 * any number of times, from the browser, a webhook or the signing page.
 */
export async function completeSigning(deps: AgreementDeps, row: Agreement) {
  if (row.status === 'signed') return { status: row.status, agreementId: row.id };
  const status = await deps.provider.status(row.documentId);
  if (status !== 'signed') {
    if (status !== row.status) {
      // `row` may be stale: an agreement a concurrent completion has signed stays signed.
      await deps.db
        .update(agreements)
        .set({ status })
        .where(and(eq(agreements.id, row.id), ne(agreements.status, 'signed')));
    }
    return { status, agreementId: null };
  }

  const document = await deps.provider.download(row.documentId);
  // A new key for each attempt: concurrent completions never overwrite or delete each other's file.
  const documentKey = `agreements/${row.id}-${randomUUID()}.pdf`;
  await deps.storage.put(documentKey, document.bytes, { contentType: 'application/pdf' });
  const documentSha256 = createHash('sha256').update(document.bytes).digest('hex');
  const claimedCode = await claimedVerificationCode(document.bytes);

  const agreementId = await discardUnlessKept(deps.storage, documentKey, () =>
    deps.db.transaction(async (tx) => {
      // One completion per user at a time, so two signed documents never both count.
      await tx
        .select({ id: profiles.id })
        .from(profiles)
        .where(eq(profiles.id, row.userId))
        .for('update');
      const [current] = await tx.select().from(agreements).where(eq(agreements.id, row.id));
      if (current?.status === 'signed') return { kept: false, value: current.id };
      const [earlier] = await tx
        .select()
        .from(agreements)
        .where(
          and(
            eq(agreements.userId, row.userId),
            eq(agreements.status, 'signed'),
            ne(agreements.id, row.id),
          ),
        );
      if (earlier) return { kept: false, value: earlier.id };

      const signedAt = new Date();
      // The code printed under the seal; a file that carries one already recorded is no new
      // document, and keeps none of its own.
      const [holder] = claimedCode
        ? await tx
            .select({ id: agreements.id })
            .from(agreements)
            .where(eq(agreements.verificationCode, claimedCode))
        : [];
      await tx
        .update(agreements)
        .set({
          status: 'signed',
          signedAt,
          documentKey,
          documentSha256,
          documentFilename: document.filename,
          verificationCode: holder ? null : claimedCode,
          // The portal's own seal is made long-term validatable (jobs/archive-worker.ts).
          archiveDueAt: row.provider === 'builtin' ? signedAt : null,
        })
        .where(eq(agreements.id, row.id));
      await tx
        .update(profiles)
        .set({
          signature: 'signed',
          agreementId: row.id,
          fullName: row.signerName,
          jobTitle: row.signerJobTitle,
        })
        .where(eq(profiles.id, row.userId));
      await queueStaffNotification(
        tx,
        { to: deps.staffEmail, appUrl: deps.appUrl },
        {
          type: 'agreement-signed',
          data: {
            id: row.id,
            user_id: row.userId,
            full_name: row.signerName,
            email: row.signerEmail,
            agreement_type: 'NDA',
          },
        },
      );
      await enqueueMail(tx, {
        to: row.signerEmail,
        ...agreementSignedMail({
          signerName: row.signerName,
          signedAt,
          url: `${deps.appUrl}/user-dashboard/submit-idea`,
        }),
        attachments: [
          {
            storageKey: documentKey,
            filename: document.filename ?? agreementFilename(row.documentId),
            contentType: 'application/pdf',
          },
        ],
      });
      await recordAudit(tx, {
        action: 'agreement.signed',
        actor: { id: row.userId, email: row.signerEmail },
        target: { type: 'agreement', id: row.id },
        details: {
          provider: row.provider,
          documentId: row.documentId,
          documentSha256,
        },
      });
      await enqueueTimestamp(tx, {
        subjectType: 'agreement-pdf',
        subjectId: row.id,
        sha256: documentSha256,
      });
      if (row.provider === 'builtin') archiveWhenCommitted(tx);
      return { kept: true, value: row.id };
    }),
  );
  return { status: 'signed' as const, agreementId };
}

/**
 * The signed PDF of an agreement, for its owner or an admin (downloading on the owner's behalf):
 * its newest long-term revision once there is one, the file as signed before. Every admin
 * download is written to the audit log.
 */
export async function agreementDocument(
  deps: AgreementDeps,
  agreementId: string,
  actor: Actor,
  request: RequestInfo,
) {
  const [row] = await deps.db.select().from(agreements).where(eq(agreements.id, agreementId));
  // Someone else's agreement answers as one that does not exist: a guessed id is never confirmed.
  if (!row || (row.userId !== actor.id && !actor.isAdmin))
    throw new AppError('not_found', NO_SIGNED_AGREEMENT);
  const key =
    row.status === 'signed' && row.documentKey
      ? ((await newestRevision(deps.db, row.id))?.documentKey ?? row.documentKey)
      : null;
  const stored = key ? await deps.storage.get(key) : null;
  if (!stored) throw new AppError('not_signed', NO_SIGNED_AGREEMENT);
  if (actor.isAdmin) {
    await recordAudit(deps.db, {
      action: 'agreement.downloaded',
      actor,
      target: { type: 'agreement', id: row.id },
      ...request,
      details: { ownerId: row.userId, onBehalfOf: row.userId !== actor.id },
    });
  }
  return { ...stored, filename: row.documentFilename ?? agreementFilename(row.documentId) };
}
