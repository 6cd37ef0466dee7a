import { useCallback } from 'react';
import { queryOptions, useMutation, useQueryClient, type Query } from '@tanstack/react-query';
import {
  declineReviewContract,
  evaluationContract,
  submitScorecardContract,
  unassignReviewerContract,
} from '#common/contracts/evaluation';
import type { SubmitScorecardInput } from '#common/evaluation';
import type { DeclineReason } from '#common/evaluation-shape';
import { callApi } from '#web/lib/api';
import { evaluationKeys } from './keys';

/** A submission's assignments, criteria and (as the reader may see them) scorecards. */
export const evaluationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: evaluationKeys.evaluation(id),
    queryFn: ({ signal }) => callApi(evaluationContract, { params: { id }, signal }),
  });

/** Every change to an evaluation shows in the lists, the page and its history: refresh them. */
function useEvaluationChange<V>(change: (input: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: evaluationKeys.admin }),
  });
}

export const useUnassignReviewer = (id: string) =>
  useEvaluationChange((reviewerId: string) =>
    callApi(unassignReviewerContract, { params: { id, reviewerId } }),
  );

/**
 * Declines the reader's review. Declining hides the idea from them, so nothing of it is fetched
 * again: the caller leaves its page, and once the page is gone calls `forget` to drop the idea's
 * data and refresh the lists (dropped while the page still shows, it would be fetched again).
 */
export function useDeclineReview(id: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (input: { reason: DeclineReason; note: string | null }) =>
      callApi(declineReviewContract, { params: { id }, body: input }),
  });
  const forget = useCallback(() => {
    // Every cached answer about the idea (its page, evaluation, thread, tags) names its id.
    const aboutIdea = (query: Query) => query.queryKey.includes(id);
    queryClient.removeQueries({ predicate: aboutIdea });
    void queryClient.invalidateQueries({
      queryKey: evaluationKeys.admin,
      predicate: (query) => !aboutIdea(query),
    });
  }, [queryClient, id]);
  return { ...mutation, forget };
}

export const useSubmitScorecard = (id: string) =>
  useEvaluationChange(
    async (input: SubmitScorecardInput) =>
      (await callApi(submitScorecardContract, { params: { id }, body: input })).scorecard,
  );
