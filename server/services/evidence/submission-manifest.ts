import { canonicalJson } from '#server/lib/canonical-json';
import { sha256Hex as sha256 } from '#server/lib/sha256';
import type { BundleFacts } from './bundle-facts';

/**
 * The facts of one disclosure in canonical JSON (RFC 8785): who sent what, when, under which
 * signed agreement. Made only of what never changes once an idea is sent, so the same bytes
 * come out every time: a hash or trusted timestamp taken over them once still matches later.
 */
export function submissionManifest({
  submission,
  attachment,
  agreement,
}: Pick<BundleFacts, 'submission' | 'attachment' | 'agreement'>) {
  const text = canonicalJson({
    type: 'submission-manifest',
    version: 1,
    id: submission.id,
    submitter: {
      id: submission.userId,
      name: submission.fullName,
      email: submission.email,
    },
    createdAt: submission.createdAt.toISOString(),
    titleSha256: sha256(submission.ideaTitle),
    descriptionSha256: sha256(submission.ideaDescription),
    attachment: attachment
      ? { name: attachment.fileName, size: attachment.sizeBytes, sha256: attachment.sha256 }
      : null,
    agreement: agreement
      ? { documentId: agreement.documentId, sha256: agreement.documentSha256 }
      : null,
  });
  return { text, sha256: sha256(text) };
}
