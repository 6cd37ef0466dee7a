import { adminRoot } from '#web/lib/list/admin-query';

/**
 * Query keys of Settings' integrations, under the root of every staff page's data, so a change
 * that refreshes every staff view refreshes these too.
 */
export const integrationKeys = {
  apiKeys: () => [...adminRoot, 'api-keys'] as const,
  webhooks: () => [...adminRoot, 'webhooks'] as const,
  deliveries: (webhookId: string) => [...adminRoot, 'webhooks', webhookId, 'deliveries'] as const,
};
