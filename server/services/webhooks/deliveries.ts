import { and, desc, eq, sql } from 'drizzle-orm';
import { integrationMessages, type Delivery } from '#common/integrations';
import type { Actor, RequestInfo } from '#server/core/actor';
import { AppError } from '#server/core/app-error';
import { afterCommit } from '#server/db/after-commit';
import type { Db } from '#server/db/client';
import { webhookDeliveries, webhookEndpoints } from '#server/db/schema/index';
import { recordAudit } from '../audit/index';
import { webhookSignal } from './enqueue';

/** How many of an endpoint's deliveries its log shows, the newest first. */
export const DELIVERY_LOG_SIZE = 100;

type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const deliveryJson = (row: DeliveryRow): Delivery => ({
  id: row.id,
  event: row.event,
  state: row.state,
  attempts: row.attempts,
  createdAt: row.createdAt.toISOString(),
  lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  nextAttemptAt: row.state === 'pending' ? row.nextAttemptAt.toISOString() : null,
  responseStatus: row.responseStatus,
  responseMs: row.responseMs,
  error: row.lastError,
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
});

export async function listDeliveries(db: Db, endpointId: string): Promise<Delivery[]> {
  const [endpoint] = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, endpointId));
  if (!endpoint) throw new AppError('not_found', integrationMessages.endpointNotFound);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(DELIVERY_LOG_SIZE);
  return rows.map(deliveryJson);
}

/**
 * "Send again": the delivery, with the same id (a receiver that has it drops the repeat), is
 * due now and retried for another day. Refused while it is being sent, and while its endpoint
 * is off. Audited.
 */
export async function sendDeliveryAgain(
  db: Db,
  actor: Actor,
  endpointId: string,
  deliveryId: string,
  request: RequestInfo,
): Promise<Delivery> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        delivery: webhookDeliveries,
        enabled: webhookEndpoints.enabled,
        underWay: sql<boolean>`${webhookDeliveries.leaseUntil} > now()`,
      })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(
        and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)),
      )
      .for('update', { of: webhookDeliveries });
    if (!found) throw new AppError('not_found', integrationMessages.deliveryNotFound);
    // One whose lease ran out is not being sent any more (its sender died).
    if (found.delivery.state === 'sending' && found.underWay)
      throw new AppError('conflict', integrationMessages.deliveryUnderWay);
    if (!found.enabled) throw new AppError('conflict', integrationMessages.endpointDisabled);
    const [row] = await tx
      .update(webhookDeliveries)
      .set({
        state: 'pending',
        nextAttemptAt: sql`now()`,
        giveUpAt: sql`now() + interval '1 day'`,
        leaseUntil: null,
        attemptsBeforeResend: sql`${webhookDeliveries.attempts}`,
      })
      .where(eq(webhookDeliveries.id, deliveryId))
      .returning();
    await recordAudit(tx, {
      action: 'webhook.sent_again',
      actor,
      target: { type: 'webhook', id: endpointId },
      ...request,
      details: { deliveryId, event: row!.event, previousState: found.delivery.state },
    });
    afterCommit(tx, () => webhookSignal.emit('enqueued'));
    return deliveryJson(row!);
  });
}
