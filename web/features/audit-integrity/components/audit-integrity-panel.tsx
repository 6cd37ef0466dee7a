import { useId, type ReactNode } from 'react';
import { auditIntegrityTexts, type AuditIntegrityResponse } from '#common/audit-integrity';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { anchorTokenContract } from '#common/contracts/audit-integrity';
import { apiPath } from '#web/lib/api';
import { formatDateTime } from '#web/lib/dates';
import { useVerifyAuditChain } from '../api/audit-integrity';
import { resultOf, verifierOf } from '../lib/describe-verification';

function Facts({ children }: { children: ReactNode }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">{children}</dl>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-slate-700">{term}</dt>
      <dd className="min-w-0 text-slate-900">{children}</dd>
    </>
  );
}

/** A card that is a named region, so it can be found by its title. */
function Part({
  title,
  description,
  children,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card role="region" aria-labelledby={id}>
      <CardHeader>
        <CardTitle id={id}>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">{children}</CardContent>
    </Card>
  );
}

const Hash = ({ value }: { value: string }) => (
  <code className="font-mono text-xs break-all">{value}</code>
);

function Chain({ page }: { page: AuditIntegrityResponse }) {
  return (
    <Part
      title="The chain"
      description="Every audit entry holds the hash of the one before it, so a change to any entry breaks every link after it."
    >
      {page.head ? (
        <Facts>
          <Fact term="Length">{page.chainLength.toLocaleString('en-US')} entries</Fact>
          <Fact term="Head entry">{page.head.id}</Fact>
          <Fact term="Head time">{formatDateTime(page.head.createdAt)}</Fact>
          <Fact term="Head hash">
            <Hash value={page.head.hash} />
          </Fact>
        </Facts>
      ) : (
        <p className="text-sm text-slate-700">{auditIntegrityTexts.emptyChain}</p>
      )}
    </Part>
  );
}

function LastVerification({ page }: { page: AuditIntegrityResponse }) {
  const verify = useVerifyAuditChain();
  const check = page.lastVerification;
  return (
    <Part
      title="Last verification"
      description={
        <>
          The whole chain is recomputed from its first entry: daily, from the server console with{' '}
          <code>npm run audit:verify</code>, or now.
        </>
      }
    >
      {check ? (
        <Facts>
          <Fact term="When">{formatDateTime(check.verifiedAt)}</Fact>
          <Fact term="By">{verifierOf(check)}</Fact>
          <Fact term="Result">
            <span className={check.ok ? 'text-green-800' : 'font-semibold text-red-800'}>
              {resultOf(check)}
            </span>
          </Fact>
        </Facts>
      ) : (
        <p className="text-sm text-slate-700">{auditIntegrityTexts.neverVerified}</p>
      )}
      <Button onClick={() => verify.mutate()} disabled={verify.isPending}>
        {verify.isPending ? 'Verifying...' : 'Verify now'}
      </Button>
    </Part>
  );
}

function LastAnchor({ page }: { page: AuditIntegrityResponse }) {
  const anchor = page.lastAnchor;
  return (
    <Part
      title="Last anchored head"
      description="A trusted timestamp over the head's hash proves the chain up to it existed then."
    >
      {anchor ? (
        <Facts>
          <Fact term="Entry">{anchor.entryId}</Fact>
          <Fact term="Hash">
            <Hash value={anchor.sha256} />
          </Fact>
          <Fact term="Token time">{formatDateTime(anchor.genTime)}</Fact>
          <Fact term="Authority">{anchor.tsaName ?? '—'}</Fact>
          <Fact term="Serial number">{anchor.serialNumber ?? '—'}</Fact>
          <Fact term="Token">
            <a
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
              href={apiPath(anchorTokenContract, { params: { id: anchor.tokenId } })}
              download
            >
              Download the timestamp token (.tsr)
            </a>
          </Fact>
        </Facts>
      ) : (
        <p className="text-sm text-slate-700">
          {page.timestampsConfigured
            ? auditIntegrityTexts.waitingForAnchor
            : auditIntegrityTexts.notConfigured}
        </p>
      )}
    </Part>
  );
}

/** The Audit integrity page's three parts. */
export function AuditIntegrityPanel({ page }: { page: AuditIntegrityResponse }) {
  return (
    <div className="space-y-6">
      <Chain page={page} />
      <LastVerification page={page} />
      <LastAnchor page={page} />
    </div>
  );
}
