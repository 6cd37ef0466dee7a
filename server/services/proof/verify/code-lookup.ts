import { eq } from 'drizzle-orm';
import { normaliseVerificationCode, type Verification } from '#common/verification';
import type { Db } from '#server/db/client';
import { agreements, issuedDocuments } from '#server/db/schema/index';
import { verificationAnswer } from './verification-answer';

/**
 * What a printed code stands for: the document issued under it, with its references, times and
 * hash. Null for a code that is malformed or stands for nothing. Nothing is told of the files a
 * bundle held: a code read off paper is no proof of holding them.
 */
export async function verificationByCode(db: Db, input: string): Promise<Verification | null> {
  const code = normaliseVerificationCode(input);
  if (!code) return null;
  const [issued] = await db.select().from(issuedDocuments).where(eq(issuedDocuments.code, code));
  if (issued)
    return verificationAnswer(db, {
      verdict: 'genuine',
      kind: issued.kind,
      files: [],
      mismatches: [],
      issued: { code, issuedAt: issued.issuedAt.toISOString(), sha256: issued.sha256 },
      disclosure: {
        submissionId: issued.submissionId,
        reference: issued.submissionReference,
        sentAt: issued.sentAt,
      },
    });
  const [agreement] = await db
    .select({ id: agreements.id, sha256: agreements.documentSha256, signedAt: agreements.signedAt })
    .from(agreements)
    .where(eq(agreements.verificationCode, code));
  if (!agreement?.sha256 || !agreement.signedAt) return null;
  return verificationAnswer(db, {
    verdict: 'genuine',
    kind: 'sealed-agreement',
    files: [],
    mismatches: [],
    issued: { code, issuedAt: agreement.signedAt.toISOString(), sha256: agreement.sha256 },
    agreementId: agreement.id,
  });
}
