import { z } from 'zod';

/**
 * Integrations (ADR 41): API keys for the company's own systems, and signed webhooks that tell
 * them what happened. Both are an admin's to set up on Settings.
 */

/** What a key may do; each key-authenticated endpoint names the one it needs. */
export const apiScopes = ['ideas:read', 'docket:read', 'filings:write'] as const;
export type ApiScope = (typeof apiScopes)[number];

export const apiScopeLabels: Record<ApiScope, string> = {
  'ideas:read': 'Read ideas',
  'docket:read': 'Read the docket',
  'filings:write': 'Record filings',
};

/** A key's secret starts with this, so a leaked one is recognisable (and scannable). */
export const API_KEY_PREFIX = 'ipk_';

/** The events a webhook may be sent for. */
export const webhookEvents = [
  'submission.sent',
  'attestation.completed',
  'stage.changed',
  'decision.recorded',
  'filing.recorded',
  'deadline.approaching',
] as const;
export type WebhookEvent = (typeof webhookEvents)[number];

export const webhookEventLabels: Record<WebhookEvent, string> = {
  'submission.sent': 'An idea is sent',
  'attestation.completed': 'A co-inventor answers their attestation',
  'stage.changed': 'An idea moves to another pipeline stage',
  'decision.recorded': 'A patent decision is recorded',
  'filing.recorded': 'A filing is recorded',
  'deadline.approaching': 'A docketed deadline is 90, 30 or 7 days away',
};

export const integrationLimits = {
  name: 80,
  url: 2000,
  description: 200,
  minExpiryDays: 1,
  maxExpiryDays: 365,
  /** Keys and endpoints an admin may keep at once. */
  keys: 50,
  endpoints: 20,
} as const;

export const integrationMessages = {
  nameRequired: 'Give the key a name, so you know later what uses it.',
  nameTooLong: `The name can be at most ${integrationLimits.name} characters.`,
  scopesRequired: 'Choose at least one thing the key may do.',
  expiry: `A key expires after ${integrationLimits.minExpiryDays} to ${integrationLimits.maxExpiryDays} days.`,
  tooManyKeys: `You can keep at most ${integrationLimits.keys} keys. Revoke one you no longer use first.`,
  keyNotFound: 'This API key does not exist.',
  alreadyRevoked: 'This key was already revoked.',
  keyMissing:
    'This endpoint needs an API key: send it as "Authorization: Bearer <key>" (create one on Settings).',
  keyInvalid: 'This API key is not valid: it may be mistyped, revoked or expired.',
  keyOwnerGone:
    'The admin who made this API key is no longer an admin: ask an admin for a new key.',
  scopeMissing: (scope: ApiScope) =>
    `This API key may not do this: it needs the "${apiScopeLabels[scope]}" permission.`,
  urlRequired: 'Enter the address the portal should send events to.',
  urlInvalid: 'Enter a full web address, such as https://example.com/hooks/portal.',
  urlTooLong: `The address can be at most ${integrationLimits.url} characters.`,
  httpsRequired: 'The address must start with https://.',
  urlCredentials:
    'Leave user names and passwords out of the address; the signature proves who sends.',
  hostUnresolved: (host: string) => `The name ${host} could not be found.`,
  privateAddress: (host: string) =>
    `${host} is a private, loopback or link-local address; events are sent only to public addresses.`,
  eventsRequired: 'Choose at least one event to send.',
  descriptionTooLong: `The description can be at most ${integrationLimits.description} characters.`,
  tooManyEndpoints: `You can keep at most ${integrationLimits.endpoints} webhook endpoints.`,
  endpointNotFound: 'This webhook endpoint does not exist.',
  deliveryNotFound: 'This delivery does not exist.',
  deliveryUnderWay: 'This delivery is being sent now; wait for it to finish.',
  endpointDisabled: 'Turn the endpoint on before sending to it again.',
} as const;

const trimmed = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);

const uniqueList = <T extends z.ZodType>(item: T, required: string) =>
  z
    .array(item, required)
    .min(1, required)
    .transform((list) => [...new Set(list)]);

export const apiKeyInputSchema = z.object({
  name: trimmed(integrationLimits.name, integrationMessages.nameTooLong).min(
    1,
    integrationMessages.nameRequired,
  ),
  scopes: uniqueList(
    z.enum(apiScopes, integrationMessages.scopesRequired),
    integrationMessages.scopesRequired,
  ),
  expiresInDays: z
    .number(integrationMessages.expiry)
    .int(integrationMessages.expiry)
    .min(integrationLimits.minExpiryDays, integrationMessages.expiry)
    .max(integrationLimits.maxExpiryDays, integrationMessages.expiry),
});
export type ApiKeyInput = z.input<typeof apiKeyInputSchema>;

export const apiKeyStates = ['active', 'expired', 'revoked'] as const;

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The secret's first characters, enough to tell keys apart; never the rest. */
  prefix: z.string(),
  scopes: z.array(z.enum(apiScopes)),
  createdBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  state: z.enum(apiKeyStates),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** A new key with its secret: the only answer that ever holds it. */
export const createdApiKeySchema = z.object({ key: apiKeySchema, secret: z.string() });

export const webhookInputSchema = z.object({
  url: trimmed(integrationLimits.url, integrationMessages.urlTooLong).min(
    1,
    integrationMessages.urlRequired,
  ),
  description: trimmed(integrationLimits.description, integrationMessages.descriptionTooLong)
    .optional()
    .default(''),
  events: uniqueList(
    z.enum(webhookEvents, integrationMessages.eventsRequired),
    integrationMessages.eventsRequired,
  ),
});
export type WebhookInput = z.input<typeof webhookInputSchema>;

/** A change to an endpoint: its events or description, or turning it on or off. */
export const webhookUpdateSchema = z
  .object({
    description: trimmed(
      integrationLimits.description,
      integrationMessages.descriptionTooLong,
    ).optional(),
    events: uniqueList(
      z.enum(webhookEvents, integrationMessages.eventsRequired),
      integrationMessages.eventsRequired,
    ).optional(),
    enabled: z.boolean().optional(),
  })
  .refine(
    (change) => Object.values(change).some((value) => value !== undefined),
    'Say what to change: the events, the description, or whether it is on.',
  );
export type WebhookUpdate = z.input<typeof webhookUpdateSchema>;

export const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(webhookEvents)),
  enabled: z.boolean(),
  /** Why it was turned off: by an admin, or after failing for a day. */
  disabledReason: z.string().nullable(),
  disabledAt: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
  /** Deliveries waiting to be sent or retried. */
  pending: z.number(),
  lastDelivery: z
    .object({ state: z.string(), at: z.string(), responseStatus: z.number().nullable() })
    .nullable(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** A new endpoint (or a new secret) with its signing secret: the only answer that holds it. */
export const createdWebhookSchema = z.object({ webhook: webhookSchema, secret: z.string() });

export const deliveryStates = ['pending', 'sending', 'delivered', 'failed'] as const;
export type DeliveryState = (typeof deliveryStates)[number];

export const deliveryStateLabels: Record<DeliveryState, string> = {
  pending: 'Waiting',
  sending: 'Sending',
  delivered: 'Delivered',
  failed: 'Failed',
};

export const deliverySchema = z.object({
  /** The `webhook-id` header: the same on every attempt, so a receiver can drop repeats. */
  id: z.string(),
  event: z.enum(webhookEvents),
  state: z.enum(deliveryStates),
  attempts: z.number(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  responseStatus: z.number().nullable(),
  responseMs: z.number().nullable(),
  error: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;

/** What an event's `data` holds: ids, the stage, dates and a link, never an idea's text. */
export interface WebhookData {
  ideaId: string;
  reference: string;
  stage: string | null;
  url: string;
  [more: string]: string | number | boolean | null;
}

/** An idea as a key with "Read ideas" sees it in a list: no text but its title. */
export const apiIdeaSchema = z.object({
  id: z.string(),
  reference: z.string(),
  title: z.string(),
  status: z.string(),
  stage: z.string().nullable(),
  sentAt: z.string().nullable(),
  disclosureCompleteAt: z.string().nullable(),
  stageChangedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** Its page in the portal, for people. */
  url: z.string(),
});
export type ApiIdea = z.infer<typeof apiIdeaSchema>;

/** One idea with its description, inventors and filings, for a docketing or IP system. */
export const apiIdeaDetailSchema = apiIdeaSchema.extend({
  description: z.string(),
  inventors: z.array(
    z.object({
      name: z.string(),
      email: z.string(),
      sharePercent: z.number(),
      /** The submitter confirmed by sending; a co-inventor by attesting. */
      answer: z.enum(['confirmed', 'disputed']).nullable(),
    }),
  ),
});

export const apiIdeasQuerySchema = z.object({
  /** Only ideas sent at or after this time (ISO 8601, from the year 2000 on). */
  sentSince: z.iso
    .datetime({
      offset: true,
      message: 'Give sentSince as an ISO 8601 time, such as 2026-01-31T00:00:00Z.',
    })
    .refine((at) => {
      const year = new Date(at).getUTCFullYear();
      return year >= 2000 && year <= 9999;
    }, 'Give sentSince as a time from the year 2000 on.')
    .optional(),
  /** The page after this cursor (the `next` of the page before). */
  after: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional().default(50),
});
