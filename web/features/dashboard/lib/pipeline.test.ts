import { describe, expect, it } from 'vitest';
import { adminSubmissionsQuerySchema } from '#common/staff-submissions';
import {
  decisionsDueListPath,
  ideaCountText,
  medianDaysText,
  pipelineFigures,
  stageListPath,
} from './pipeline';

describe('pipelineFigures', () => {
  it('gives every stage in its order, with none where the stats leave one out', () => {
    const figures = pipelineFigures({
      pipeline: [
        { stage: 'filed', count: 7, medianDaysInStage: 140 },
        { stage: 'patentability_review', count: 4, medianDaysInStage: 23 },
      ],
    });
    expect(figures).toEqual([
      { stage: 'patentability_review', count: 4, medianDaysInStage: 23 },
      { stage: 'decision', count: 0, medianDaysInStage: null },
      { stage: 'filed', count: 7, medianDaysInStage: 140 },
      { stage: 'closed', count: 0, medianDaysInStage: null },
    ]);
  });
});

describe('medianDaysText', () => {
  it('says how long ideas have been in the stage', () => {
    expect(medianDaysText(1)).toBe('median 1 day in stage');
    expect(medianDaysText(0)).toBe('median 0 days in stage');
    expect(medianDaysText(1200)).toBe('median 1,200 days in stage');
    expect(medianDaysText(null)).toBeNull();
  });
});

describe('ideaCountText', () => {
  it('counts ideas', () => {
    expect(ideaCountText(1)).toBe('1 idea');
    expect(ideaCountText(4)).toBe('4 ideas');
  });
});

describe('the links to the list', () => {
  const queryOf = (path: string) =>
    adminSubmissionsQuerySchema.parse(
      Object.fromEntries(new URL(path, 'http://localhost').searchParams),
    );

  it('open the submission list filtered by the stage, or by the decisions due', () => {
    expect(stageListPath('patentability_review')).toBe(
      '/admin/submissions?stage=patentability_review',
    );
    expect(queryOf(stageListPath('decision')).stage).toBe('decision');
    expect(queryOf(decisionsDueListPath).decisionDue).toBe('30');
  });
});
