import type { Db } from '#server/db/client';
import type { TargetPolicy } from './address-guard';

/** What the webhook services work with (portal.ts makes it from the environment). */
export interface WebhookDeps {
  db: Db;
  /** Encrypts the endpoints' signing secrets (AUTH_SECRET). */
  authSecret: string;
  policy: TargetPolicy;
}
