import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../db/client';
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
 * Seconds to wait after the nth failed attempt: 5 s, 30 s, 2 min, 10 min, 30 min, 1 h, 2 h,
 * 4 h, then 8 h. Quick at first, so a receiver that was restarting gets its events within a
 * minute, then further apart, as Standard Webhooks' own schedule grows. A delivery not through a
 * day after it was queued (its eleventh attempt would come after that) has failed, and its
 * endpoint is turned off.
 */
const SCHEDULE = [5, 30, 120, 600, 1800, 3600, 7200, 14_400, 28_800];
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
  /** Attempts since it was queued or last sent again: where the back-off stands. */
  round: number;
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
  /**
   * Deliveries whose sender died (or hung) past their lease and whose day is over: failed, and
   * their endpoints turned off, rather than claimed again and again.
   */
  async function settleAbandoned(): Promise<void> {
    const abandoned = await queryRows<{ endpoint_id: string }>(
      db,
      sql`
      update webhook_deliveries
      set state = 'failed', lease_until = null,
          last_error = coalesce(last_error, 'The attempt never finished.')
      where state = 'sending' and lease_until < now() and give_up_at < now()
      returning endpoint_id`,
    );
    for (const endpointId of new Set(abandoned.map((row) => row.endpoint_id)))
      await db.transaction((tx) => disable(tx, endpointId, 'The attempt never finished.'));
  }

  async function claim(): Promise<Claimed[]> {
    await settleAbandoned();
    return queryRows<Claimed>(
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
      returning id, endpoint_id, payload::text as body, attempts,
        attempts - attempts_before_resend as round`,
    );
  }

  const stillOurs = (delivery: Claimed) =>
    and(
      eq(webhookDeliveries.id, delivery.id),
      eq(webhookDeliveries.attempts, delivery.attempts),
      eq(webhookDeliveries.state, 'sending'),
    );

  /**
   * Turns the endpoint off, once, and tells every admin; audited as the server's doing. In the
   * transaction that records the delivery's failure, so neither happens without the other.
   */
  async function disable(tx: Tx, endpointId: string, lastError: string | null) {
    {
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
      await mailAdmins(tx, await adminAddresses(tx), webhookDisabledMail(appUrl, off));
    }
  }

  async function handle(delivery: Claimed): Promise<void> {
    const [endpoint] = await db
      .select({ url: webhookEndpoints.url, secretEncrypted: webhookEndpoints.secretEncrypted })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, delivery.endpoint_id));
    if (!endpoint) return; // deleted meanwhile, with its deliveries
    const attempt = await attemptOf(endpoint, delivery);
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
    const delay = retryDelaySeconds(delivery.round);
    await db.transaction(async (tx) => {
      const [after] = await tx
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
      if (after?.state === 'failed') await disable(tx, delivery.endpoint_id, attempt.error);
    });
  }

  /**
   * One attempt, whatever goes wrong in it: a secret sealed under another AUTH_SECRET, or a
   * sender that throws, is a failed attempt like any other, retried, logged and in the end
   * turning the endpoint off, never a delivery stuck or sent unsigned.
   */
  async function attemptOf(
    endpoint: { url: string; secretEncrypted: string },
    delivery: Claimed,
  ): Promise<Attempt> {
    let secret: string;
    try {
      secret = await openSecret(authSecret, endpoint.secretEncrypted);
    } catch {
      return { status: null, ms: 0, ok: false, error: SECRET_UNREADABLE };
    }
    try {
      return await postSigned({ url: endpoint.url, secret }, delivery, policy);
    } catch (error) {
      return { status: null, ms: 0, ok: false, error: errorMessage(error) };
    }
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
