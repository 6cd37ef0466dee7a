import {
  formatVerificationCode,
  verificationTexts,
  type Verdict,
  type Verification,
  type VerifiedKind,
} from '#common/verification';
import { hasStatus, isApiRequestError } from '#web/lib/api';

/** A verdict's heading, as words: colour and icon only repeat it. */
export const verdictHeading: Record<Verdict, string> = {
  genuine: verificationTexts.genuine,
  altered: verificationTexts.altered,
  'not-issued': verificationTexts.notIssued,
};

export const kindText: Record<VerifiedKind, string> = {
  'evidence-bundle': 'Evidence bundle',
  'disclosure-pdf': 'Disclosure (disclosure.pdf)',
  'sealed-agreement': 'Signed agreement',
  timestamp: 'Trusted timestamp (.tsr) and its file',
  unrecognised: 'A file this portal does not issue',
};

type Problem = Verification['mismatches'][number]['problem'];

export const problemText: Record<Problem, string> = {
  changed: 'Changed since it was issued',
  missing: 'Missing: the issued copy had it',
  added: 'Added: the issued copy did not have it',
  unreadable: 'Cannot be read',
};

/**
 * A time as evidence gives it, to the second and in UTC, as the answer's sentence and the
 * printed documents write it: "2026-11-30 09:15:02 UTC".
 */
export function evidenceTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso || '—';
  return `${date
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, '')} UTC`;
}

/** One line of the record: a reference or a time in words, or a hash shown as a hash. */
export type Fact = { term: string } & ({ text: string } | { hash: string });

const certifiedText = (certified: { at: string; authority: string } | null) =>
  certified ? `By ${certified.authority}, ${evidenceTime(certified.at)}` : 'Not certified';

/** What the answer says of where the file came from, in the order people ask it. */
export function recordFacts(verification: Verification): Fact[] {
  const { issued, disclosure, agreement, timestamp, auditChain } = verification;
  const facts: Fact[] = [{ term: 'What was checked', text: kindText[verification.kind] }];
  if (issued) {
    facts.push(
      { term: 'Verification code', text: formatVerificationCode(issued.code) },
      { term: 'Issued', text: evidenceTime(issued.issuedAt) },
    );
  }
  if (disclosure) {
    facts.push(
      { term: 'Disclosure', text: disclosure.reference },
      { term: 'Sent', text: disclosure.sentAt ? evidenceTime(disclosure.sentAt) : 'Not recorded' },
      { term: 'Disclosure certified', text: certifiedText(disclosure.certified) },
    );
  }
  if (agreement) {
    facts.push(
      { term: 'Agreement', text: agreement.reference },
      { term: 'Agreement signed', text: evidenceTime(agreement.signedAt) },
      { term: 'Agreement certified', text: certifiedText(agreement.certified) },
    );
  }
  if (verification.longTerm) {
    facts.push({
      term: 'Long-term copy',
      text: `Revision ${verification.longTerm.revision}, timestamped by ${verification.longTerm.authority}, ${evidenceTime(verification.longTerm.timestampedAt)}`,
    });
  }
  if (timestamp) {
    facts.push({ term: 'Timestamp', text: certifiedText(timestamp) });
  }
  if (auditChain) {
    facts.push({
      term: 'Audit chain',
      text: `${auditChain.ok ? 'Held' : 'Broken'} when last checked, ${evidenceTime(auditChain.checkedAt)}`,
    });
  }
  if (issued) facts.push({ term: 'SHA-256 of the issued copy', hash: issued.sha256 });
  // A disclosure sent before manifests were timestamped has none to show.
  if (disclosure?.manifestSha256)
    facts.push({ term: 'SHA-256 of the submission manifest', hash: disclosure.manifestSha256 });
  if (agreement) facts.push({ term: 'SHA-256 of the signed agreement', hash: agreement.sha256 });
  if (timestamp)
    facts.push({ term: 'SHA-256 the timestamp is over', hash: timestamp.imprintSha256 });
  return facts;
}

/** A wait in words: '45 seconds', '1 minute', '12 minutes' (rounded up). */
export function waitText(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 90) return whole === 1 ? '1 second' : `${whole} seconds`;
  const minutes = Math.ceil(whole / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** Why a check or a look-up got no answer, as a title and the words below it. */
export function failureText(error: unknown): { title: string; message: string } {
  const said = isApiRequestError(error) ? error.message : null;
  if (hasStatus(error, 429)) {
    // The server's words count seconds; an hour's limit reads better in minutes.
    const wait = error.retryAfterSeconds;
    return {
      title: 'Too many checks',
      message: wait
        ? `Too many checks have come from your connection. You can check again in ${waitText(wait)}.`
        : (said ?? ''),
    };
  }
  if (hasStatus(error, 404))
    return { title: 'Unknown code', message: verificationTexts.unknownCode };
  if (hasStatus(error, 413)) return { title: 'File too large', message: said ?? '' };
  if (hasStatus(error, 400)) return { title: 'Cannot check this', message: said ?? '' };
  if (hasStatus(error, 503))
    return {
      title: 'Busy for a moment',
      message: said ?? 'Other documents are being checked. Please try again in a few seconds.',
    };
  return {
    title: 'Not checked',
    message: said ?? 'The check could not be made. Please try again.',
  };
}
