import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '#web/components/list/load-error';
import {
  counselIdeaPath,
  DocketExports,
  DocketFilterSelect,
  DocketTable,
  docketQueryOptions,
  useDocketFilter,
} from '#web/features/pipeline';

/** Counsel's docket on /counsel: the deadlines of the ideas they are invited to. */
export function CounselDocket() {
  const headingId = useId();
  const docket = useQuery(docketQueryOptions);
  const [filter, setFilter] = useDocketFilter();
  return (
    <section id="docket" aria-labelledby={headingId} className="scroll-mt-20 space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={headingId} className="text-xl font-bold text-brand-900">
            Docket
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            The deadlines of the ideas you are invited to, soonest first.
          </p>
        </div>
        <DocketExports />
      </div>
      <DocketFilterSelect value={filter} onChange={setFilter} />
      {docket.isPending ? (
        <p role="status" className="text-sm text-slate-700">
          Loading the docket...
        </p>
      ) : docket.data === undefined ? (
        <LoadError
          message="Failed to load the docket. Please try again."
          onRetry={() => void docket.refetch()}
          retrying={docket.isFetching}
        />
      ) : (
        <DocketTable deadlines={docket.data.deadlines} filter={filter} ideaPath={counselIdeaPath} />
      )}
    </section>
  );
}
