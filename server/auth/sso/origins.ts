import type { Db } from '#server/db/client';
import { ssoProviders } from '#server/db/schema/index';
import { errorMessage, logger } from '#server/lib/logger';

const ENDPOINTS = [
  'issuer',
  'discoveryEndpoint',
  'authorizationEndpoint',
  'tokenEndpoint',
  'jwksEndpoint',
  'userInfoEndpoint',
] as const;

/**
 * The origins of every OIDC provider's endpoints (its issuer and what its discovery document
 * named): the SSO plugin fetches keys and tokens only from trusted origins.
 */
export async function ssoOrigins(db: Db): Promise<string[]> {
  try {
    const rows = await db.select({ oidc: ssoProviders.oidcConfig }).from(ssoProviders);
    const origins = new Set<string>();
    for (const { oidc } of rows) {
      if (!oidc) continue;
      const config = JSON.parse(oidc) as Record<string, unknown>;
      for (const name of ENDPOINTS) {
        const value = config[name];
        if (typeof value !== 'string') continue;
        try {
          origins.add(new URL(value).origin);
        } catch {
          // not a URL: the plugin refuses the provider itself
        }
      }
    }
    return [...origins];
  } catch (error) {
    // Before the first migration, or with the database away: only the portal's own origin.
    logger.warn('sso.origins_unavailable', { error: errorMessage(error) });
    return [];
  }
}
