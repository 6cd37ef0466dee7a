import { adminRoot } from '#web/lib/list/admin-query';

/**
 * Query keys of tags and related submissions. They sit under the root of every staff page's
 * data, so a change that refreshes every staff view refreshes these too.
 */
export const evaluationKeys = {
  admin: adminRoot,
  tagSuggestions: (q: string) => [...adminRoot, 'evaluation', 'tags', q] as const,
  related: (id: string) => [...adminRoot, 'evaluation', 'related', id] as const,
  evaluation: (id: string) => [...adminRoot, 'evaluation', 'scorecards', id] as const,
  staff: () => [...adminRoot, 'evaluation', 'staff'] as const,
};
