import type { Viewpoint } from '#common/access';
import { queryOptions } from '@tanstack/react-query';
import { proofContracts } from '#common/contracts/proof';
import { apiPath, callApi } from '#web/lib/api';
import { adminQueryDefaults } from '#web/lib/list/admin-query';

const PROOF_PENDING_POLL_MS = 5_000;

/** Where a sent idea's evidence bundle downloads from. */
export const evidenceBundleUrl = (audience: Viewpoint, id: string) =>
  apiPath(proofContracts[audience].bundle, { params: { id } });

/**
 * Where a sent idea's proof stands: its manifest hash and trusted timestamp, for either
 * audience. It is cached under the idea's own key, so what refreshes or drops the idea does the
 * same to its proof; staff pages keep their cache rules.
 */
export const proofQueryOptions = (audience: Viewpoint, id: string, ideaKey: readonly unknown[]) =>
  queryOptions({
    queryKey: [...ideaKey, 'proof'],
    queryFn: ({ signal }) => callApi(proofContracts[audience].status, { params: { id }, signal }),
    ...(audience === 'staff' ? adminQueryDefaults : {}),
    // The authority usually answers within seconds: the page shows it without a reload, and
    // asks less often the longer it waits (an authority that is away may be away for hours).
    refetchInterval: (query) =>
      query.state.data?.timestamp.state === 'pending'
        ? Math.min(PROOF_PENDING_POLL_MS * 2 ** (query.state.dataUpdateCount - 1), 60_000)
        : false,
  });
