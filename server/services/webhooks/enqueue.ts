import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { WebhookData, WebhookEvent } from '#common/integrations';
import { submissionReference } from '#common/submissions';
import { afterCommit } from '#server/db/after-commit';
import type { Db } from '#server/db/client';
import { portalLinks } from '../mail/index';

/** Lets this instance's webhook worker send at once instead of at its next poll. */
export const webhookSignal = new EventEmitter();

/**
 * What an event says of an idea: its id, reference, stage and the link to its page, and the
 * dates and ids the event adds. Never its title, text or anyone's words (ADR 41).
 */
export const ideaEventData = (
  appUrl: string,
  idea: { id: string; stage: string | null },
  more: Record<string, string | number | boolean | null> = {},
): WebhookData => ({
  ideaId: idea.id,
  reference: submissionReference(idea.id),
  stage: idea.stage,
  url: portalLinks(appUrl).adminSubmission(idea.id),
  ...more,
});

/**
 * Queues the event for every endpoint that is on and asked for it, in the transaction of the
 * change it tells of: it is sent exactly when the change happened. The worker hears of it
 * once that transaction has committed.
 */
export async function queueWebhook(tx: Db, event: WebhookEvent, data: WebhookData): Promise<void> {
  const payload = JSON.stringify({ type: event, timestamp: new Date().toISOString(), data });
  await tx.execute(sql`
    insert into webhook_deliveries (endpoint_id, event, payload)
    select id, ${event}, ${payload}::jsonb from webhook_endpoints
    where enabled and ${event} = any(events)`);
  afterCommit(tx, () => webhookSignal.emit('enqueued'));
}
