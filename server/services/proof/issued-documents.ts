import type { Db } from '#server/db/client';
import { issuedDocuments } from '#server/db/schema/index';
import { sha256Hex } from '#server/lib/sha256';
import { newVerificationMark } from '#server/lib/pdf/verification-code';
import type { VerificationMark } from '#server/lib/pdf/verification-block';
import { submissionReference } from '#common/submissions';
import type { BundleFacts } from './bundle-facts';

/** The codes a bundle being built carries, and how it records itself once its hashes are known. */
export interface Issuing {
  /** Printed on its disclosure.pdf. */
  disclosure: VerificationMark;
  /** Named in its manifest.json. */
  bundle: VerificationMark;
  record: (issued: { disclosureSha256: string | null; manifest: string }) => Promise<void>;
}

/**
 * Two new codes for a bundle about to be built. Its disclosure.pdf and manifest.json are made
 * anew at each download, so each copy is recorded as it is issued: by its hash, and a bundle
 * with its manifest, so a changed file in it can be named.
 */
export function issuing(db: Db, appUrl: string, facts: BundleFacts, madeAt: Date): Issuing {
  const disclosure = newVerificationMark(appUrl);
  const bundle = newVerificationMark(appUrl);
  const { submission } = facts;
  const common = {
    submissionId: submission.id,
    submissionReference: submissionReference(submission.id),
    sentAt: submission.submittedAt,
    issuedAt: madeAt,
  };
  return {
    disclosure,
    bundle,
    async record({ disclosureSha256, manifest }) {
      await db.insert(issuedDocuments).values([
        ...(disclosureSha256
          ? [
              {
                ...common,
                code: disclosure.code,
                kind: 'disclosure-pdf' as const,
                sha256: disclosureSha256,
              },
            ]
          : []),
        {
          ...common,
          code: bundle.code,
          kind: 'evidence-bundle' as const,
          sha256: sha256Hex(manifest),
          manifest,
        },
      ]);
    },
  };
}
