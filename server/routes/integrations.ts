import { Hono } from 'hono';
import {
  apiKeysContract,
  createApiKeyContract,
  createWebhookContract,
  deleteWebhookContract,
  revokeApiKeyContract,
  rotateWebhookSecretContract,
  sendDeliveryAgainContract,
  updateWebhookContract,
  webhookDeliveriesContract,
  webhooksContract,
} from '#common/contracts/integrations';
import { integrationMessages } from '#common/integrations';
import { adminOnly } from '../auth/guards';
import { onContract, reply } from '../http/contract-route';
import { actorOf, requestInfo, type AppEnv } from '../http/request-context';
import { uuidParam } from '../http/uuid-param';
import { parseBody } from '../http/validate';
import { createApiKey, listApiKeys, revokeApiKey } from '../services/api-keys/index';
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  rotateWebhookSecret,
  sendDeliveryAgain,
  updateWebhook,
  type WebhookDeps,
} from '../services/webhooks/index';

type IdContext = Parameters<typeof uuidParam>[0];
const keyId = (c: IdContext) => uuidParam(c, 'id', integrationMessages.keyNotFound);
const endpointId = (c: IdContext) => uuidParam(c, 'id', integrationMessages.endpointNotFound);

/** Settings → Integrations (ADR 41): API keys and webhooks; mounted under /api/admin, admins only. */
export function integrationRoutes(deps: WebhookDeps) {
  const app = new Hono<AppEnv>();
  const base = '/api/admin';
  const { db } = deps;

  onContract(app, base, apiKeysContract, adminOnly, async (c) =>
    reply(c, apiKeysContract, { keys: await listApiKeys(db) }),
  );
  onContract(app, base, createApiKeyContract, adminOnly, async (c) => {
    const input = await parseBody(c, createApiKeyContract.body);
    const made = await createApiKey(db, actorOf(c), input, requestInfo(c));
    // The only answers that hold a secret: kept by no cache.
    c.header('Cache-Control', 'no-store');
    return reply(c, createApiKeyContract, made);
  });
  onContract(app, base, revokeApiKeyContract, adminOnly, async (c) => {
    const id = keyId(c);
    return reply(c, revokeApiKeyContract, {
      key: await revokeApiKey(db, actorOf(c), id, requestInfo(c)),
    });
  });

  onContract(app, base, webhooksContract, adminOnly, async (c) =>
    reply(c, webhooksContract, { webhooks: await listWebhooks(db) }),
  );
  onContract(app, base, createWebhookContract, adminOnly, async (c) => {
    const input = await parseBody(c, createWebhookContract.body);
    const made = await createWebhook(deps, actorOf(c), input, requestInfo(c));
    c.header('Cache-Control', 'no-store');
    return reply(c, createWebhookContract, made);
  });
  onContract(app, base, updateWebhookContract, adminOnly, async (c) => {
    const id = endpointId(c);
    const input = await parseBody(c, updateWebhookContract.body);
    return reply(c, updateWebhookContract, {
      webhook: await updateWebhook(deps, actorOf(c), id, input, requestInfo(c)),
    });
  });
  onContract(app, base, deleteWebhookContract, adminOnly, async (c) => {
    await deleteWebhook(deps, actorOf(c), endpointId(c), requestInfo(c));
    return c.body(null, 204);
  });
  onContract(app, base, rotateWebhookSecretContract, adminOnly, async (c) => {
    const made = await rotateWebhookSecret(deps, actorOf(c), endpointId(c), requestInfo(c));
    c.header('Cache-Control', 'no-store');
    return reply(c, rotateWebhookSecretContract, made);
  });
  onContract(app, base, webhookDeliveriesContract, adminOnly, async (c) =>
    reply(c, webhookDeliveriesContract, { deliveries: await listDeliveries(db, endpointId(c)) }),
  );
  onContract(app, base, sendDeliveryAgainContract, adminOnly, async (c) => {
    const deliveryId = uuidParam(c, 'deliveryId', integrationMessages.deliveryNotFound);
    return reply(c, sendDeliveryAgainContract, {
      delivery: await sendDeliveryAgain(db, actorOf(c), endpointId(c), deliveryId, requestInfo(c)),
    });
  });
  return app;
}
