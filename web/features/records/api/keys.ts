import { staffSubmissionKeys } from '#web/features/submissions/staff';
import { adminRoot } from '#web/lib/list/admin-query';

/**
 * Query keys of records management. An idea's hold sits under the idea's own key, so whatever
 * refreshes the idea's page (a refused deletion, say) refreshes its hold too, and whatever
 * leaves it alone (the idea deleted) leaves the hold alone.
 */
export const recordsKeys = {
  hold: (id: string) => [...staffSubmissionKeys.detail(id), 'legal-hold'] as const,
  retention: () => [...adminRoot, 'retention'] as const,
};
