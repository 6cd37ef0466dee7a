import { adminRoot } from '#web/lib/list/admin-query';

/**
 * Query keys of the patent pipeline, under the root of every staff page's data: a change that
 * refreshes every staff view refreshes these too.
 */
export const pipelineKeys = {
  all: () => [...adminRoot, 'pipeline'] as const,
  ideas: () => [...pipelineKeys.all(), 'ideas'] as const,
  idea: (id: string) => [...pipelineKeys.all(), 'idea', id] as const,
  disclosure: (id: string) => [...pipelineKeys.idea(id), 'disclosure'] as const,
  proof: (id: string) => [...pipelineKeys.idea(id), 'proof'] as const,
  docket: () => [...pipelineKeys.all(), 'docket'] as const,
};
