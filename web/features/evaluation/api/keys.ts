/**
 * Query keys of tags and related submissions. They sit under the admin pages' root key
 * (`['admin']`), so a change that refreshes every admin view refreshes these too.
 */
export const evaluationKeys = {
  admin: ['admin'] as const,
  tagSuggestions: (q: string) => ['admin', 'evaluation', 'tags', q] as const,
  related: (id: string) => ['admin', 'evaluation', 'related', id] as const,
  evaluation: (id: string) => ['admin', 'evaluation', 'scorecards', id] as const,
  staff: () => ['admin', 'evaluation', 'staff'] as const,
};
