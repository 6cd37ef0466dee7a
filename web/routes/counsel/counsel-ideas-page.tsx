import { useQuery } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { buttonClassName } from '#web/components/ui/button';
import { AreaHeading } from '#web/components/layout/area-heading';
import { PageLoading } from '#web/components/layout/page-loading';
import { LoadError } from '#web/components/list/load-error';
import { RefreshButton } from '#web/components/list/refresh-button';
import { CounselIdeasTable, pipelineIdeasQueryOptions } from '#web/features/pipeline';
import { CounselDocket } from './counsel-docket';
import { COUNSEL_AREA } from './counsel-layout';
import { needsTwoFactor, TwoFactorRequired } from './two-factor-required';

/** /counsel: the ideas outside counsel are invited to, each with its stage and clock. */
export function CounselIdeasPage() {
  const ideas = useQuery(pipelineIdeasQueryOptions);
  if (needsTwoFactor(ideas.error)) return <TwoFactorRequired />;
  const hasIdeas = (ideas.data?.ideas.length ?? 0) > 0;
  return (
    <div className="space-y-6">
      <AreaHeading
        heading="Invited Ideas"
        area={COUNSEL_AREA}
        description="The ideas you are invited to review: open one to read its disclosure and write your opinion."
        actions={
          <div className="flex flex-wrap gap-2">
            {/* The docket follows the list, once there is an idea to have deadlines. */}
            {hasIdeas && (
              <a href="#docket" className={buttonClassName({ variant: 'outline' })}>
                <CalendarClock aria-hidden="true" />
                Docket
              </a>
            )}
            <RefreshButton busy={ideas.isFetching} onRefresh={() => void ideas.refetch()} />
          </div>
        }
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
        <>
          <CounselIdeasTable ideas={ideas.data.ideas} />
          {hasIdeas && <CounselDocket />}
        </>
      )}
    </div>
  );
}
