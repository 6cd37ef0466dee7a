import type { Viewpoint } from '#common/access';
import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { proofTexts, type ProofStatus } from '#common/proof';
import { formatDateTime } from '#web/lib/dates';
import { evidenceBundleUrl, proofQueryOptions } from '../api/proof';
import { EvidenceBundleLink } from './evidence-bundle-link';
import { HashValue } from './hash-value';

function timestampText(timestamp: ProofStatus['timestamp']): string {
  if (timestamp.state === 'certified')
    return `Certified ${formatDateTime(timestamp.at)} by ${timestamp.authority}`;
  return timestamp.state === 'pending' ? proofTexts.pending : proofTexts.notConfigured;
}

/**
 * Where a sent idea's proof stands: the trusted timestamp of its manifest and the manifest's
 * hash (as in the receipt), with the evidence bundle that lets anyone check both.
 */
export function ProofOfDisclosure({
  audience,
  id,
  ideaKey,
}: {
  audience: Viewpoint;
  id: string;
  /** The idea's own query key on this audience's pages. */
  ideaKey: readonly unknown[];
}) {
  const { data: proof, isError: failed } = useQuery(proofQueryOptions(audience, id, ideaKey));
  return <ProofPanel proof={proof} failed={failed} bundleUrl={evidenceBundleUrl(audience, id)} />;
}

/** The proof as read from wherever the reader may ask for it, with its bundle's address. */
export function ProofPanel({
  proof,
  failed,
  bundleUrl,
}: {
  proof: ProofStatus | undefined;
  failed: boolean;
  bundleUrl: string;
}) {
  return (
    <section
      aria-labelledby="proof-of-disclosure"
      className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <h3
        id="proof-of-disclosure"
        className="flex items-center gap-2 text-base font-semibold text-brand-900"
      >
        <ShieldCheck aria-hidden="true" className="size-5 text-accent-600" />
        {proofTexts.heading}
      </h3>
      {failed ? (
        <p className="text-sm text-slate-800">The proof status could not be loaded.</p>
      ) : !proof ? (
        <p className="text-sm text-slate-700">Loading the proof status…</p>
      ) : (
        <dl className="grid gap-3 text-sm">
          <div>
            <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
              Trusted timestamp
            </dt>
            <dd className="mt-1 text-slate-900">{timestampText(proof.timestamp)}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
              SHA-256 of the submission manifest
            </dt>
            <dd className="mt-1">
              <HashValue value={proof.manifestSha256} label="SHA-256 of the manifest" />
            </dd>
          </div>
        </dl>
      )}
      <p className="text-sm text-slate-700">{proofTexts.bundle}</p>
      <EvidenceBundleLink href={bundleUrl} />
    </section>
  );
}
