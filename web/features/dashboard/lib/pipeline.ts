import { stages, type Stage } from '#common/pipeline';
import { pagePaths } from '#common/page-paths';
import type { DashboardStats } from '#common/dashboard';

/** One stage of the pipeline as the dashboard shows it. */
export interface PipelineStageFigure {
  stage: Stage;
  count: number;
  medianDaysInStage: number | null;
}

/** Every stage in its order, with none where the stats leave a stage out. */
export const pipelineFigures = (stats: Pick<DashboardStats, 'pipeline'>): PipelineStageFigure[] =>
  stages.map(
    (stage) =>
      stats.pipeline.find((figure) => figure.stage === stage) ?? {
        stage,
        count: 0,
        medianDaysInStage: null,
      },
  );

/** "median 12 days in stage"; null when there is no median to give. */
export const medianDaysText = (days: number | null): string | null =>
  days === null
    ? null
    : `median ${days.toLocaleString('en-US')} ${days === 1 ? 'day' : 'days'} in stage`;

/** "4 ideas". */
export const ideaCountText = (count: number) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'idea' : 'ideas'}`;

/** The submission list narrowed to one stage. */
export const stageListPath = (stage: Stage) =>
  `${pagePaths.adminSubmissions}?stage=${encodeURIComponent(stage)}`;

/** The submission list narrowed to the decisions due within 30 days, or overdue. */
export const decisionsDueListPath = `${pagePaths.adminSubmissions}?decisionDue=30`;
