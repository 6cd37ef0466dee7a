import { count, desc, eq, sql } from 'drizzle-orm';
import {
  integrationLimits,
  integrationMessages,
  type Webhook,
  type webhookInputSchema,
  type webhookUpdateSchema,
} from '#common/integrations';
import type { z } from 'zod';
import type { Actor, RequestInfo } from '#server/core/actor';
import { AppError } from '#server/core/app-error';
import type { Db, Tx } from '#server/db/client';
import { webhookEndpoints } from '#server/db/schema/index';
import { recordAudit } from '../audit/index';
import { checkTarget } from './address-guard';
import type { WebhookDeps } from './deps';
import { newSigningSecret, sealSecret } from './signing-secret';

const maker = sql<string>`coalesce((select coalesce(nullif(u.name, ''), u.email) from users u where u.id = webhook_endpoints.created_by), 'Former admin')`;
const pending = sql<number>`(select count(*)::int from webhook_deliveries d where d.endpoint_id = webhook_endpoints.id and d.state in ('pending', 'sending'))`;
const last = sql<{
  state: string;
  at: string;
  responseStatus: number | null;
} | null>`(select json_build_object('state', d.state, 'at', coalesce(d.last_attempt_at, d.created_at), 'responseStatus', d.response_status) from webhook_deliveries d where d.endpoint_id = webhook_endpoints.id order by d.created_at desc limit 1)`;

const columns = {
  row: webhookEndpoints,
  createdByName: maker,
  pending,
  last,
};

type Selected = {
  row: typeof webhookEndpoints.$inferSelect;
  createdByName: string;
  pending: number;
  last: { state: string; at: string; responseStatus: number | null } | null;
};

const webhookJson = ({
  row,
  createdByName,
  pending: waiting,
  last: latest,
}: Selected): Webhook => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events,
  enabled: row.enabled,
  disabledReason: row.disabledReason,
  disabledAt: row.disabledAt?.toISOString() ?? null,
  createdBy: createdByName,
  createdAt: row.createdAt.toISOString(),
  pending: Number(waiting),
  lastDelivery: latest && {
    state: latest.state,
    at: new Date(latest.at).toISOString(),
    responseStatus: latest.responseStatus,
  },
});

export async function listWebhooks(db: Db): Promise<Webhook[]> {
  const rows = await db
    .select(columns)
    .from(webhookEndpoints)
    .orderBy(desc(webhookEndpoints.createdAt));
  return rows.map(webhookJson);
}

export async function webhookById(db: Db | Tx, id: string): Promise<Webhook> {
  const [found] = await db
    .select(columns)
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id));
  if (!found) throw new AppError('not_found', integrationMessages.endpointNotFound);
  return webhookJson(found);
}

/**
 * Registers an endpoint and answers its signing secret, the only time it is shown. Its address
 * is checked first (https in production, public addresses only), outside the transaction: a
 * name lookup may take a while.
 */
export async function createWebhook(
  deps: WebhookDeps,
  actor: Actor,
  { url, description, events }: z.output<typeof webhookInputSchema>,
  request: RequestInfo,
): Promise<{ webhook: Webhook; secret: string }> {
  const target = await checkTarget(url, deps.policy);
  const secret = newSigningSecret();
  const secretEncrypted = await sealSecret(deps.authSecret, secret);
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('webhook_endpoints'))`);
    const [kept] = await tx.select({ n: count() }).from(webhookEndpoints);
    if (kept!.n >= integrationLimits.endpoints)
      throw new AppError('conflict', integrationMessages.tooManyEndpoints);
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({ url: target.href, description, events, secretEncrypted, createdBy: actor.id })
      .returning({ id: webhookEndpoints.id });
    await recordAudit(tx, {
      action: 'webhook.created',
      actor,
      target: { type: 'webhook', id: row!.id },
      ...request,
      details: { url: target.href, events },
    });
    return { webhook: await webhookById(tx, row!.id), secret };
  });
}

/** Changes an endpoint's events or description, or turns it on or off (audited). */
export async function updateWebhook(
  deps: WebhookDeps,
  actor: Actor,
  id: string,
  change: z.output<typeof webhookUpdateSchema>,
  request: RequestInfo,
): Promise<Webhook> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        ...(change.description !== undefined && { description: change.description }),
        ...(change.events && { events: change.events }),
        ...(change.enabled !== undefined && {
          enabled: change.enabled,
          disabledAt: change.enabled ? null : sql`now()`,
          disabledReason: change.enabled ? null : 'Turned off by an admin.',
        }),
      })
      .where(eq(webhookEndpoints.id, id))
      .returning();
    if (!row) throw new AppError('not_found', integrationMessages.endpointNotFound);
    await recordAudit(tx, {
      action: 'webhook.updated',
      actor,
      target: { type: 'webhook', id },
      ...request,
      details: { events: row.events, enabled: row.enabled },
    });
    return webhookById(tx, id);
  });
}

/** Gives an endpoint a new signing secret, shown once; the old one stops signing at once. */
export async function rotateWebhookSecret(
  deps: WebhookDeps,
  actor: Actor,
  id: string,
  request: RequestInfo,
): Promise<{ webhook: Webhook; secret: string }> {
  const secret = newSigningSecret();
  const secretEncrypted = await sealSecret(deps.authSecret, secret);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({ secretEncrypted })
      .where(eq(webhookEndpoints.id, id))
      .returning({ id: webhookEndpoints.id });
    if (!row) throw new AppError('not_found', integrationMessages.endpointNotFound);
    await recordAudit(tx, {
      action: 'webhook.secret_rotated',
      actor,
      target: { type: 'webhook', id },
      ...request,
    });
    return { webhook: await webhookById(tx, id), secret };
  });
}

/** Removes an endpoint and its delivery log (audited). */
export async function deleteWebhook(
  deps: WebhookDeps,
  actor: Actor,
  id: string,
  request: RequestInfo,
) {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(webhookEndpoints)
      .where(eq(webhookEndpoints.id, id))
      .returning({ url: webhookEndpoints.url });
    if (!row) throw new AppError('not_found', integrationMessages.endpointNotFound);
    await recordAudit(tx, {
      action: 'webhook.deleted',
      actor,
      target: { type: 'webhook', id },
      ...request,
      details: { url: row.url },
    });
  });
}
