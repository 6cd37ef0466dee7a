import { queryOptions } from '@tanstack/react-query';
import type { EvaluationStats, ReviewQueueResponse } from '#common/evaluation';
import { apiRequest } from '#web/lib/api';
import { evaluationKeys } from './keys';

// Under the admin pages' root key: a change that refreshes every admin view refreshes these.
const queueKey = [...evaluationKeys.admin, 'evaluation', 'reviews'] as const;
export const evaluationStatsKey = [...evaluationKeys.admin, 'evaluation', 'stats'] as const;

const cached = { staleTime: 60_000, refetchOnWindowFocus: false, retry: 1 } as const;

/** The reader's own review queue: to score, scored, declined. */
export const reviewQueueQueryOptions = queryOptions({
  queryKey: queueKey,
  queryFn: ({ signal }) => apiRequest<ReviewQueueResponse>('/api/admin/reviews', { signal }),
  ...cached,
});

/** The dashboard's Evaluation card (admins only). */
export const evaluationStatsQueryOptions = queryOptions({
  queryKey: evaluationStatsKey,
  queryFn: ({ signal }) => apiRequest<EvaluationStats>('/api/admin/evaluation-stats', { signal }),
  ...cached,
});
