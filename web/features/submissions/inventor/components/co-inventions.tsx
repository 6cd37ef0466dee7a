import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { SubmissionRecord } from '#common/submissions';
import { AreaHeading } from '#web/components/layout/area-heading';
import { coInventionsQueryOptions } from '../api/co-inventions';
import { CoInventionView } from './co-invention-view';
import { CoInventionsTable } from './co-inventions-table';

/**
 * The Co-inventions tab: the ideas other inventors listed the person on. `?submission=<id>`
 * (the link in their invitation) opens one, to read it, help write its draft, and once it is
 * sent attest or dispute their part.
 */
export function CoInventions({
  agreementSigned,
  conversation,
}: {
  agreementSigned: boolean;
  /** What a sent idea's details show under them: its conversation. */
  conversation?: (submission: SubmissionRecord) => ReactNode;
}) {
  const [params] = useSearchParams();
  const selected = params.get('submission');
  const inventions = useQuery(coInventionsQueryOptions);
  return (
    <div className="space-y-6">
      <AreaHeading
        heading="Co-inventions"
        area="Dashboard"
        description="Ideas on which another inventor lists you. Read each one; once it is sent, confirm your part with your signature, or tell us what is wrong."
      />
      {selected ? (
        <CoInventionView
          id={selected}
          inventions={inventions}
          agreementSigned={agreementSigned}
          conversation={conversation}
        />
      ) : inventions.isPending ? (
        <p role="status" className="text-slate-700">
          Loading your co-inventions...
        </p>
      ) : inventions.isError ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
          Your co-inventions could not be loaded. Please try again.
        </p>
      ) : inventions.data.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
          <Users aria-hidden="true" className="mx-auto size-10 text-slate-500" />
          <h2 className="mt-3 text-lg font-semibold text-brand-900">No co-inventions yet</h2>
          <p className="mt-1 text-sm text-slate-700">
            When another inventor lists you as a co-inventor of their idea, it appears here.
          </p>
        </div>
      ) : (
        <>
          <h2 className="sr-only">Ideas you are listed on</h2>
          <CoInventionsTable inventions={inventions.data} />
        </>
      )}
    </div>
  );
}
