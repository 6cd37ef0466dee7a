import { canonicalJson } from '#server/lib/canonical-json';
import { sha256Hex } from '#server/lib/sha256';

interface Signer {
  userId: string;
  printedName: string;
  email: string;
}

/** What counsel (or an admin) sign as a patentability opinion. */
export interface OpinionToSign {
  opinionId: string;
  submissionId: string;
  /** The disclosure's own manifest hash: what the opinion is about, exactly. */
  disclosureManifestSha256: string;
  recommendation: string;
  reasoning: string;
  files: { name: string; size: number; sha256: string }[];
  supersedes: string | null;
  signer: Signer;
  meaning: string;
  signedAt: Date;
}

/**
 * A patentability opinion as one canonical JSON document (RFC 8785), timestamped like the
 * disclosure's manifest. Its reasoning is in it by hash only, so the document (and the bundle
 * that carries it) proves what was signed without disclosing counsel's advice.
 */
export function opinionManifest(opinion: OpinionToSign) {
  const document = canonicalJson({
    type: 'patentability-opinion-manifest',
    version: 1,
    opinionId: opinion.opinionId,
    submissionId: opinion.submissionId,
    disclosureManifestSha256: opinion.disclosureManifestSha256,
    recommendation: opinion.recommendation,
    reasoningSha256: sha256Hex(opinion.reasoning),
    files: opinion.files,
    supersedes: opinion.supersedes,
    signer: opinion.signer,
    meaning: opinion.meaning,
    signedAt: opinion.signedAt.toISOString(),
  });
  return { document, sha256: sha256Hex(document) };
}

/** What an admin signs as the company's decision. */
export interface DecisionToSign {
  decisionId: string;
  submissionId: string;
  disclosureManifestSha256: string;
  outcome: string;
  reason: string;
  /** The opinion it was made on (its manifest's hash), or why none was needed. */
  opinionManifestSha256: string | null;
  waiverReason: string | null;
  signer: Signer;
  meaning: string;
  decidedAt: Date;
}

/** The decision as a canonical JSON document, its reasons by hash, timestamped likewise. */
export function decisionManifest(decision: DecisionToSign) {
  const document = canonicalJson({
    type: 'patent-decision-manifest',
    version: 1,
    decisionId: decision.decisionId,
    submissionId: decision.submissionId,
    disclosureManifestSha256: decision.disclosureManifestSha256,
    outcome: decision.outcome,
    reasonSha256: sha256Hex(decision.reason),
    opinionManifestSha256: decision.opinionManifestSha256,
    waiverReasonSha256: decision.waiverReason === null ? null : sha256Hex(decision.waiverReason),
    signer: decision.signer,
    meaning: decision.meaning,
    decidedAt: decision.decidedAt.toISOString(),
  });
  return { document, sha256: sha256Hex(document) };
}
