import { queryOptions } from '@tanstack/react-query';
import { evaluationStatsContract, reviewQueueContract } from '#common/contracts/evaluation';
import { callApi } from '#web/lib/api';
import { evaluationKeys } from './keys';

// Under the admin pages' root key: a change that refreshes every admin view refreshes these.
const queueKey = [...evaluationKeys.admin, 'evaluation', 'reviews'] as const;
export const evaluationStatsKey = [...evaluationKeys.admin, 'evaluation', 'stats'] as const;

const cached = { staleTime: 60_000, refetchOnWindowFocus: false, retry: 1 } as const;

/** The reader's own review queue: to score, scored, declined. */
export const reviewQueueQueryOptions = queryOptions({
  queryKey: queueKey,
  queryFn: ({ signal }) => callApi(reviewQueueContract, { signal }),
  ...cached,
});

/** The dashboard's Evaluation card (admins only). */
export const evaluationStatsQueryOptions = queryOptions({
  queryKey: evaluationStatsKey,
  queryFn: ({ signal }) => callApi(evaluationStatsContract, { signal }),
  ...cached,
});
