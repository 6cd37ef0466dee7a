import { ArrowRight, CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { stages } from '#common/pipeline';
import type { DashboardStats } from '#common/dashboard';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card';
import { cn } from '#web/lib/cn';
import { StageBadge } from '#web/features/pipeline';
import {
  decisionsDueListPath,
  ideaCountText,
  medianDaysText,
  pipelineFigures,
  stageListPath,
  type PipelineStageFigure,
} from '#web/features/dashboard/lib/pipeline';
import { Skeleton } from './skeleton';

/** One stage: how many ideas are at it and for how long, linked to the list of them. */
function StageFigure({ figure }: { figure: PipelineStageFigure }) {
  const median = medianDaysText(figure.medianDaysInStage);
  return (
    <li>
      <Link
        to={stageListPath(figure.stage)}
        className="flex h-full flex-col items-start gap-2 rounded-lg border border-slate-200 p-4 hover:border-brand-300 hover:bg-brand-50"
      >
        <StageBadge stage={figure.stage} />
        <span className="text-3xl font-bold text-brand-900">
          <span aria-hidden="true">{figure.count.toLocaleString('en-US')}</span>
          <span className="sr-only">{ideaCountText(figure.count)}</span>
        </span>
        {median && <span className="text-sm text-slate-600">{median}</span>}
      </Link>
    </li>
  );
}

/**
 * The patent pipeline (ADR 40): how many approved ideas are at each stage and how long they
 * have been there, and how many decisions fall due within 30 days; each leads to the list.
 */
export function PipelineCard({
  stats,
  failed,
}: {
  stats: DashboardStats | undefined;
  failed: boolean;
}) {
  const dueSoon = stats?.decisionsDueSoon ?? 0;
  return (
    <Card role="region" aria-labelledby="patent-pipeline-heading">
      <CardHeader>
        <CardTitle id="patent-pipeline-heading">Patent pipeline</CardTitle>
        <CardDescription>
          Approved ideas at each stage on the way to a filing decision, and how long they have been
          there.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {stats ? (
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
            {pipelineFigures(stats).map((figure) => (
              <StageFigure key={figure.stage} figure={figure} />
            ))}
          </ul>
        ) : failed ? (
          <p className="text-slate-700">The patent pipeline is not available.</p>
        ) : (
          <>
            <p role="status" className="sr-only">
              Loading the patent pipeline...
            </p>
            <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
              {stages.map((stage) => (
                <Skeleton key={stage} className="h-28" />
              ))}
            </div>
          </>
        )}
      </CardContent>
      {stats && (
        <CardFooter>
          <Link
            to={decisionsDueListPath}
            className={cn(
              'inline-flex items-center gap-1 font-medium underline underline-offset-4',
              dueSoon > 0
                ? 'text-amber-900 hover:text-amber-800'
                : 'text-accent-600 hover:text-accent-700',
            )}
          >
            <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
            Decisions due within 30 days: {dueSoon.toLocaleString('en-US')}
            <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
          </Link>
        </CardFooter>
      )}
    </Card>
  );
}
