import { asc, eq } from 'drizzle-orm';
import type { Tx } from '#server/db/client';
import type { submissions } from '#server/db/schema/index';
import { agreements, coInventors } from '#server/db/schema/index';
import { filesOf } from '../submissions/index';
import { canonicalJson } from '#server/lib/canonical-json';
import { sha256Hex } from '#server/lib/sha256';
import { enqueueTimestamp, timestampOf, type TimestampRow } from './timestamps';

type Submission = typeof submissions.$inferSelect;

/**
 * The invention's facts as the bundle holds them (submission/facts.json) and the manifest hashes
 * them: the document stored with the idea, in canonical JSON. A sent idea never changes, so the
 * same bytes come out at every download.
 */
export const factsDocument = (submission: Pick<Submission, 'facts'>) =>
  canonicalJson(submission.facts);

/**
 * What a sent idea was, in one canonical JSON document (RFC 8785) of hashes and facts: the
 * document that is timestamped. The idea's text and its facts are in it only as hashes, so the
 * manifest can go to a timestamp authority and into mail without disclosing anything. Version 2
 * added the facts' hash, version 3 the inventors and their shares (each co-inventor's
 * attestation names this manifest by its hash), version 4 every file (`attachments`, in order,
 * where earlier versions had one `attachment`); a manifest already timestamped keeps its version.
 */
export async function submissionManifest(
  tx: Tx,
  submission: Submission,
  submittedAt: Date,
): Promise<{ document: string; sha256: string }> {
  const [agreement] = submission.agreementId
    ? await tx.select().from(agreements).where(eq(agreements.id, submission.agreementId))
    : [];
  const listed = await tx
    .select()
    .from(coInventors)
    .where(eq(coInventors.submissionId, submission.id))
    .orderBy(asc(coInventors.position));
  const document = canonicalJson({
    type: 'invention-disclosure-manifest',
    version: 4,
    submissionId: submission.id,
    submitter: {
      userId: submission.userId,
      name: submission.fullName,
      email: submission.email,
    },
    createdAt: submission.createdAt.toISOString(),
    submittedAt: submittedAt.toISOString(),
    titleSha256: sha256Hex(submission.ideaTitle),
    descriptionSha256: sha256Hex(submission.ideaDescription),
    factsSha256: sha256Hex(factsDocument(submission)),
    // What the PHI guard found and the inventor's attestation that no patient is identified.
    phiCheck: submission.phiCheck,
    inventors: {
      submitter: { share: submission.submitterShare, lead: submission.submitterLead },
      coInventors: listed.map((c) => ({
        name: c.name,
        email: c.email,
        affiliation: c.affiliation,
        share: c.share,
        lead: c.lead,
      })),
    },
    attachments: (await filesOf(tx, submission.id)).map((file) => ({
      name: file.fileName,
      sizeBytes: file.sizeBytes,
      sha256: file.sha256,
    })),
    agreement: agreement
      ? {
          id: agreement.id,
          provider: agreement.provider,
          documentId: agreement.documentId,
          version: agreement.templateVersion,
          signedAt: agreement.signedAt?.toISOString() ?? null,
          documentSha256: agreement.documentSha256,
        }
      : null,
  });
  return { document, sha256: sha256Hex(document) };
}

/**
 * The manifest of a sent idea as it was queued for its timestamp when the idea was sent. An idea
 * sent before manifests existed gets one now, dated `sentAt`, and queued the same way, so every
 * later bundle carries the same bytes.
 */
export async function storedManifest(
  tx: Tx,
  submission: Submission,
  sentAt: Date,
): Promise<TimestampRow> {
  const stored = await timestampOf(tx, 'submission-manifest', submission.id);
  if (stored) return stored;
  const manifest = await submissionManifest(tx, submission, sentAt);
  await enqueueTimestamp(tx, {
    subjectType: 'submission-manifest',
    subjectId: submission.id,
    ...manifest,
  });
  return (await timestampOf(tx, 'submission-manifest', submission.id))!;
}
