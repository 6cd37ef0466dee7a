import { useQuery } from '@tanstack/react-query';
import { AreaHeading } from '#web/components/layout/area-heading';
import { PageLoading } from '#web/components/layout/page-loading';
import { LoadError } from '#web/components/list/load-error';
import { RefreshButton } from '#web/components/list/refresh-button';
import { CounselIdeasTable, pipelineIdeasQueryOptions } from '#web/features/pipeline';
import { COUNSEL_AREA } from './counsel-layout';
import { needsTwoFactor, TwoFactorRequired } from './two-factor-required';

/** /counsel: the ideas outside counsel are invited to, each with its stage and clock. */
export function CounselIdeasPage() {
  const ideas = useQuery(pipelineIdeasQueryOptions);
  if (needsTwoFactor(ideas.error)) return <TwoFactorRequired />;
  return (
    <div className="space-y-6">
      <AreaHeading
        heading="Invited Ideas"
        area={COUNSEL_AREA}
        description="The ideas you are invited to review: open one to read its disclosure and write your opinion."
        actions={<RefreshButton busy={ideas.isFetching} onRefresh={() => void ideas.refetch()} />}
      />
      {ideas.isPending ? (
        <PageLoading label="Loading your ideas..." />
      ) : ideas.data === undefined ? (
        <LoadError
          message="Failed to load your ideas. Please try again."
          onRetry={() => void ideas.refetch()}
          retrying={ideas.isFetching}
        />
      ) : (
        <CounselIdeasTable ideas={ideas.data.ideas} />
      )}
    </div>
  );
}
