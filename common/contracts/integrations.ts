import { z } from 'zod';
import {
  apiKeyInputSchema,
  apiKeySchema,
  createdApiKeySchema,
  createdWebhookSchema,
  deliverySchema,
  webhookInputSchema,
  webhookSchema,
  webhookUpdateSchema,
} from '../integrations';
import { emptyBody, endpoint } from './endpoint';

// Settings → Integrations (ADR 41): API keys and webhook endpoints, admins only.

export const apiKeysContract = endpoint({
  method: 'GET',
  path: '/api/admin/api-keys',
  summary: 'Every API key: name, scopes, expiry, last use; never a secret.',
  response: z.object({ keys: z.array(apiKeySchema) }),
});

export const createApiKeyContract = endpoint({
  method: 'POST',
  path: '/api/admin/api-keys',
  summary: 'Makes an API key and answers its secret, the only time it is shown (audited).',
  body: apiKeyInputSchema,
  status: 201,
  response: createdApiKeySchema,
});

export const revokeApiKeyContract = endpoint({
  method: 'POST',
  path: '/api/admin/api-keys/:id/revoke',
  summary: 'Revokes a key: the next request made with it is refused (audited).',
  body: emptyBody,
  response: z.object({ key: apiKeySchema }),
});

export const webhooksContract = endpoint({
  method: 'GET',
  path: '/api/admin/webhooks',
  summary: 'Every webhook endpoint, its events, whether it is on, and its latest delivery.',
  response: z.object({ webhooks: z.array(webhookSchema) }),
});

export const createWebhookContract = endpoint({
  method: 'POST',
  path: '/api/admin/webhooks',
  summary:
    'Registers an endpoint (https in production, public addresses only) and answers its signing secret, shown once (audited).',
  body: webhookInputSchema,
  status: 201,
  response: createdWebhookSchema,
});

export const updateWebhookContract = endpoint({
  method: 'PATCH',
  path: '/api/admin/webhooks/:id',
  summary: "Changes an endpoint's events or description, or turns it on or off (audited).",
  body: webhookUpdateSchema,
  response: z.object({ webhook: webhookSchema }),
});

export const deleteWebhookContract = endpoint({
  method: 'DELETE',
  path: '/api/admin/webhooks/:id',
  summary: 'Removes an endpoint and its delivery log (audited).',
  status: 204,
  response: null,
});

export const rotateWebhookSecretContract = endpoint({
  method: 'POST',
  path: '/api/admin/webhooks/:id/secret',
  summary: 'Gives an endpoint a new signing secret, shown once; the old one stops at once.',
  body: emptyBody,
  response: createdWebhookSchema,
});

export const webhookDeliveriesContract = endpoint({
  method: 'GET',
  path: '/api/admin/webhooks/:id/deliveries',
  summary: "An endpoint's latest deliveries: event, state, attempts, status and response time.",
  response: z.object({ deliveries: z.array(deliverySchema) }),
});

export const sendDeliveryAgainContract = endpoint({
  method: 'POST',
  path: '/api/admin/webhooks/:id/deliveries/:deliveryId/send-again',
  summary: 'Sends a delivery again, with the same webhook-id, now (audited).',
  body: emptyBody,
  response: z.object({ delivery: deliverySchema }),
});
