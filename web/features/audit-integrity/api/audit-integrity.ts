import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { auditIntegrityTexts } from '#common/audit-integrity';
import {
  auditIntegrityContract,
  verifyAuditChainContract,
} from '#common/contracts/audit-integrity';
import { callApi } from '#web/lib/api';
import { notify } from '#web/lib/notify';

const auditIntegrityKey = ['admin', 'audit-integrity'] as const;

/** The chain, its last check and its last anchored head (admins only). */
export const auditIntegrityQueryOptions = queryOptions({
  queryKey: auditIntegrityKey,
  queryFn: ({ signal }) => callApi(auditIntegrityContract, { signal }),
  refetchOnWindowFocus: false,
});

/** "Verify now": the server walks the whole chain; the page then shows what it found. */
export function useVerifyAuditChain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(verifyAuditChainContract),
    onSuccess: (page) => {
      queryClient.setQueryData(auditIntegrityKey, page);
      const check = page.lastVerification;
      if (check?.ok)
        notify.success(
          auditIntegrityTexts.verifiedTitle,
          `${check.chainLength.toLocaleString('en-US')} entries checked.`,
        );
      else if (check)
        notify.error(auditIntegrityTexts.brokenTitle, `Broken at entry ${check.brokenId}.`);
    },
    onError: (error) => notify.error('Verification Failed', error.message),
  });
}
