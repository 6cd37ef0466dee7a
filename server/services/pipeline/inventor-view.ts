import { decisionClock, type InventorPipeline, type Stage } from '#common/pipeline';

interface PipelineColumns {
  status: string;
  stage: Stage | null;
  stageChangedAt: Date | null;
  disclosureCompleteAt: Date | null;
  decidedAt: Date | null;
}

/**
 * What an idea's inventors see of the pipeline: its stage, and the day a decision is expected
 * while one is awaited. Never an opinion, a decision's words or who is counsel. A draft has
 * none.
 */
export function inventorPipeline(
  row: PipelineColumns,
  targetDays: number,
): InventorPipeline | null {
  if (row.status === 'draft') return null;
  const awaiting =
    row.status !== 'rejected' && !row.decidedAt && row.stage !== 'filed' && row.stage !== 'closed';
  return {
    stage: row.stage,
    stageChangedAt: row.stageChangedAt?.toISOString() ?? null,
    expectedOn: awaiting ? decisionClock(row.disclosureCompleteAt, targetDays, null).dueOn : null,
  };
}
