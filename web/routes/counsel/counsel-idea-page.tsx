import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { staffHome } from '#common/roles';
import { AreaHeading } from '#web/components/layout/area-heading';
import { PageLoading } from '#web/components/layout/page-loading';
import { LoadError } from '#web/components/list/load-error';
import { Button } from '#web/components/ui/button';
import { useSession } from '#web/features/auth/hooks/use-session';
import { CounselIdeaView, pipelineQueryOptions } from '#web/features/pipeline';
import { hasStatus } from '#web/lib/api';
import { COUNSEL_AREA } from './counsel-layout';
import { needsTwoFactor, TwoFactorRequired } from './two-factor-required';

function BackToIdeas() {
  return (
    <Link
      to={staffHome.counsel}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-accent-600 underline underline-offset-4"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Invited Ideas
    </Link>
  );
}

/** /counsel/ideas/:id: one idea as its counsel read it, with their opinions. */
export function CounselIdeaPage() {
  const { id = '' } = useParams();
  const pipeline = useQuery(pipelineQueryOptions(id));
  const askCode = useSession().data?.user.twoFactorEnabled !== false;

  if (pipeline.isPending) return <PageLoading label="Loading the idea..." />;
  if (needsTwoFactor(pipeline.error)) return <TwoFactorRequired />;

  if (pipeline.data === undefined) {
    // An idea that does not exist and one not shared with this reader read the same.
    const refused = hasStatus(pipeline.error, 404) || hasStatus(pipeline.error, 403);
    return (
      <div className="space-y-6">
        <AreaHeading heading="Idea" area={COUNSEL_AREA} />
        <LoadError
          message={
            refused
              ? 'This idea was not found, or you are no longer invited to it.'
              : 'Failed to load the idea. Please try again.'
          }
          onRetry={refused ? undefined : () => void pipeline.refetch()}
          retrying={pipeline.isFetching}
        >
          <Button asChild variant="outline">
            <Link to={staffHome.counsel}>Back to Invited Ideas</Link>
          </Button>
        </LoadError>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <BackToIdeas />
      <AreaHeading heading={pipeline.data.ideaTitle || 'Untitled idea'} area={COUNSEL_AREA} />
      <CounselIdeaView pipeline={pipeline.data} askCode={askCode} />
    </div>
  );
}
