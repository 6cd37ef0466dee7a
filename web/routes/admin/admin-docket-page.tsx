import { useQuery } from '@tanstack/react-query';
import { generatePath } from 'react-router';
import { pagePaths } from '#common/page-paths';
import { AreaHeading } from '#web/components/layout/area-heading';
import { PageLoading } from '#web/components/layout/page-loading';
import { LoadError } from '#web/components/list/load-error';
import { RefreshButton } from '#web/components/list/refresh-button';
import {
  DocketExports,
  DocketFilterSelect,
  DocketTable,
  docketQueryOptions,
  useDocketFilter,
} from '#web/features/pipeline';
import { AdminOnly } from './admin-only';

const ideaPath = (id: string) => generatePath(pagePaths.adminSubmission, { id });

/** /admin/docket: every docketed deadline of every idea, soonest first (admins only). */
export function AdminDocketPage() {
  return (
    <AdminOnly>
      <Docket />
    </AdminOnly>
  );
}

function Docket() {
  const docket = useQuery(docketQueryOptions);
  const [filter, setFilter] = useDocketFilter();
  return (
    <div className="space-y-6">
      <AreaHeading
        heading="Docket"
        area="Admin Portal"
        description="The deadlines the ideas' filings and disclosures set. Mark one on its idea's page."
        actions={
          <div className="flex flex-wrap gap-2">
            <RefreshButton busy={docket.isFetching} onRefresh={() => void docket.refetch()} />
            <DocketExports />
          </div>
        }
      />
      <DocketFilterSelect value={filter} onChange={setFilter} />
      {docket.isPending ? (
        <PageLoading label="Loading the docket..." />
      ) : docket.data === undefined ? (
        <LoadError
          message="Failed to load the docket. Please try again."
          onRetry={() => void docket.refetch()}
          retrying={docket.isFetching}
        />
      ) : (
        <DocketTable deadlines={docket.data.deadlines} filter={filter} ideaPath={ideaPath} />
      )}
    </div>
  );
}
