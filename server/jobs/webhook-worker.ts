import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import type { OutageLog } from '../db/outage';
import { webhookDeliveries, webhookEndpoints } from '../db/schema';
import { errorMessage, logger } from '../lib/logger';
import { recordAudit } from '../services/audit/index';
import type { TargetPolicy } from '../services/webhooks/address-guard';
import { webhookDisabledMail } from '../services/webhooks/disabled-mail';
import { webhookSignal } from '../services/webhooks/enqueue';
import { postSigned, DELIVERY_TIMEOUT_MS, type Attempt } from '../services/webhooks/post-signed';
import { openSecret } from '../services/webhooks/signing-secret';
import { adminAddresses, mailAdmins } from './admin-reminders';
import { createQueueWorker } from './queue-worker';

/**
 * Seconds to wait after the nth failed attempt: the schedule Standard Webhooks suggests (5 s,
 * 5 min, 30 min, 2 h, 5 h, 10 h). A delivery not through a day after it was queued has failed,
 * and its endpoint is turned off.
 */
const SCHEDULE = [5, 300, 1800, 7200, 18_000, 36_000];
export const webhookRetryDelay = (attempts: number) =>
  SCHEDULE[Math.min(Math.max(attempts, 1), SCHEDULE.length) - 1]!;

const BATCH = 10;
const SECRET_UNREADABLE =
  'The signing secret cannot be read: AUTH_SECRET has changed since it was made. Make a new secret for this endpoint.';
// Longer than one attempt may take.
const LEASE_SECONDS = DELIVERY_TIMEOUT_MS / 1000 + 30;

interface Claimed {
  id: string;
  endpoint_id: string;
  body: string;
  attempts: number;
}

export interface WebhookWorkerOptions {
  db: Db;
  authSecret: string;
  policy: TargetPolicy;
  appUrl: string;
  pollMs?: number;
  /** The wait after a failed attempt; tests make it 0. */
  retryDelaySeconds?: (attempts: number) => number;
  outage?: Pick<OutageLog, 'unavailable' | 'down'>;
}

/**
 * Sends queued webhook deliveries (ADR 41), at least once each: a receiver tells repeats apart
 * by the `webhook-id`. Instances claim batches with FOR UPDATE SKIP LOCKED and a lease, as the
 * mail outbox does; an endpoint that is off is skipped until it is on again.
 */
export function createWebhookWorker({
  db,
  authSecret,
  policy,
  appUrl,
  pollMs = 2_000,
  retryDelaySeconds = webhookRetryDelay,
  outage,
}: WebhookWorkerOptions) {
  const claim = () =>
    queryRows<Claimed>(
      db,
      sql`
      update webhook_deliveries
      set state = 'sending', attempts = attempts + 1, last_attempt_at = now(),
          lease_until = now() + make_interval(secs => ${LEASE_SECONDS})
      where id in (
        select d.id from webhook_deliveries d
        join webhook_endpoints e on e.id = d.endpoint_id
        where e.enabled
          and ((d.state = 'pending' and d.next_attempt_at <= now())
            or (d.state = 'sending' and d.lease_until < now()))
        order by d.next_attempt_at
        limit ${BATCH}
        for update of d skip locked
      )
      returning id, endpoint_id, payload::text as body, attempts`,
    );

  const stillOurs = (delivery: Claimed) =>
    and(
      eq(webhookDeliveries.id, delivery.id),
      eq(webhookDeliveries.attempts, delivery.attempts),
      eq(webhookDeliveries.state, 'sending'),
    );

  /** Turns the endpoint off, once, and tells every admin; audited as the server's doing. */
  async function disable(endpointId: string, lastError: string | null) {
    await db.transaction(async (tx) => {
      const [off] = await tx
        .update(webhookEndpoints)
        .set({
          enabled: false,
          disabledAt: sql`now()`,
          disabledReason: 'Turned off after failing for a day.',
        })
        .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.enabled, true)))
        .returning({ url: webhookEndpoints.url });
      if (!off) return;
      await recordAudit(tx, {
        action: 'webhook.disabled',
        target: { type: 'webhook', id: endpointId },
        details: { url: off.url, lastError },
      });
      await mailAdmins(
        tx,
        await adminAddresses(tx),
        webhookDisabledMail(appUrl, { ...off, lastError }),
      );
    });
  }

  async function handle(delivery: Claimed): Promise<void> {
    const [endpoint] = await db
      .select({ url: webhookEndpoints.url, secretEncrypted: webhookEndpoints.secretEncrypted })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, delivery.endpoint_id));
    if (!endpoint) return; // deleted meanwhile, with its deliveries
    const attempt = await openSecret(authSecret, endpoint.secretEncrypted).then(
      (secret) => postSigned({ url: endpoint.url, secret }, delivery, policy),
      // A secret sealed under another AUTH_SECRET: a failed attempt like any other, so it is
      // retried, logged and in the end turns the endpoint off, rather than lost silently.
      (): Attempt => ({ status: null, ms: 0, ok: false, error: SECRET_UNREADABLE }),
    );
    if (attempt.ok) {
      await db
        .update(webhookDeliveries)
        .set({
          state: 'delivered',
          deliveredAt: sql`now()`,
          responseStatus: attempt.status,
          responseMs: attempt.ms,
          lastError: null,
          leaseUntil: null,
        })
        .where(stillOurs(delivery));
      return;
    }
    const delay = retryDelaySeconds(delivery.attempts);
    const [after] = await db
      .update(webhookDeliveries)
      .set({
        state: sql`case when now() + make_interval(secs => ${delay}) >= ${webhookDeliveries.giveUpAt} then 'failed' else 'pending' end`,
        nextAttemptAt: sql`now() + make_interval(secs => ${delay})`,
        responseStatus: attempt.status,
        responseMs: attempt.ms,
        lastError: attempt.error?.slice(0, 1000) ?? null,
        leaseUntil: null,
      })
      .where(stillOurs(delivery))
      .returning({ state: webhookDeliveries.state });
    if (after?.state === 'failed') await disable(delivery.endpoint_id, attempt.error);
  }

  return createQueueWorker<Claimed>({
    name: 'webhook',
    claim,
    handle: (delivery) =>
      handle(delivery).catch((error) =>
        logger.warn('webhook delivery not recorded', {
          id: delivery.id,
          error: errorMessage(error),
        }),
      ),
    signal: webhookSignal,
    pollMs,
    outage,
  });
}

export type WebhookWorker = ReturnType<typeof createWebhookWorker>;
