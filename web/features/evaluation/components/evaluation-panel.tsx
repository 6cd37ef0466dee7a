import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { evaluationQueryOptions } from '../api/evaluation';
import { AssignmentPanel } from './assignment-panel';
import { EvaluationResults } from './evaluation-results';
import { ScorecardForm } from './scorecard-form';

/**
 * A submission's evaluation on its admin page: its reviewers, the reader's own scorecard to
 * fill in when they are assigned and have not scored, and the results they may see.
 */
export function EvaluationPanel({
  submissionId,
  submitterId,
  canAssign,
}: {
  submissionId: string;
  /** Who sent the idea: nobody reviews their own. */
  submitterId: string;
  canAssign: boolean;
}) {
  const evaluation = useQuery(evaluationQueryOptions(submissionId));
  const scoring = evaluation.data?.myAssignment?.state === 'to_score';
  const wasScoring = useRef(scoring);
  const scoresHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // A sent scorecard gives way to the shorter results: without this the page below moves up
    // under the reviewer, and the window shows whatever comes next (the history). They land on
    // the scores their card joined instead.
    if (wasScoring.current && !scoring) {
      scoresHeading.current?.focus({ preventScroll: true });
      scoresHeading.current?.scrollIntoView({ block: 'start' });
    }
    wasScoring.current = scoring;
  }, [scoring]);
  if (evaluation.isPending)
    return (
      <p role="status" className="text-sm text-slate-700">
        Loading the evaluation...
      </p>
    );
  if (!evaluation.data)
    return (
      <p role="alert" className="text-sm text-red-800">
        Could not load the evaluation. Please try again.
      </p>
    );
  const { data } = evaluation;
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="min-w-0 space-y-6 lg:col-span-2">
        {data.myAssignment?.state === 'to_score' && (
          <ScorecardForm
            submissionId={submissionId}
            criteria={data.criteria.criteria}
            version={data.criteria.version}
          />
        )}
        <EvaluationResults evaluation={data} headingRef={scoresHeading} />
      </div>
      <div className="min-w-0">
        <AssignmentPanel
          submissionId={submissionId}
          submitterId={submitterId}
          assignments={data.assignments}
          canAssign={canAssign}
        />
      </div>
    </div>
  );
}
