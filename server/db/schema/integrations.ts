import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { deliveryStates, type ApiScope, type WebhookEvent } from '#common/integrations';
import { at, createdAt, id } from './columns';
import { users } from './auth';

/**
 * API keys (ADR 41). Only the SHA-256 of a key is kept: the secret is shown once, when the key
 * is made. A key acts for the admin who made it, never beyond its scopes, until it expires or
 * is revoked.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    name: text('name').notNull(),
    /** The secret's first characters, to tell keys apart on screen. */
    prefix: text('prefix').notNull(),
    /** Hex SHA-256 of the whole secret. */
    keyHash: text('key_hash').notNull(),
    scopes: text('scopes').array().$type<ApiScope[]>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('api_keys_hash_idx').on(t.keyHash)],
);

/**
 * Where webhooks go (ADR 41). The signing secret is kept encrypted with the auth secret: the
 * portal needs it to sign, and shows it only when it is made.
 */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: id(),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  events: text('events').array().$type<WebhookEvent[]>().notNull(),
  secretEncrypted: text('secret_encrypted').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  disabledAt: at('disabled_at'),
  disabledReason: text('disabled_reason'),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * One event for one endpoint, queued in the transaction of the change it tells of and sent by
 * the webhook worker (jobs/webhook-worker.ts), retried with backoff for a day. Its id is the
 * `webhook-id` header of every attempt.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    event: text('event').$type<WebhookEvent>().notNull(),
    /** The body sent: `{ type, timestamp, data }`. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    state: text('state', { enum: deliveryStates }).notNull().default('pending'),
    /** Counts claims; the claim with the current count is the only one that may write. */
    attempts: integer('attempts').notNull().default(0),
    /** The claims before the last Send again: the back-off starts over from there. */
    attemptsBeforeResend: integer('attempts_before_resend').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    leaseUntil: at('lease_until'),
    giveUpAt: at('give_up_at')
      .notNull()
      .default(sql`now() + interval '1 day'`),
    lastAttemptAt: at('last_attempt_at'),
    responseStatus: integer('response_status'),
    responseMs: integer('response_ms'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    deliveredAt: at('delivered_at'),
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} in ('pending', 'sending')`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt.desc()),
  ],
);
