import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { ssoProviders } from '#server/db/schema/index';

/** The domains of a provider, as the plugin stores them: comma-separated. */
export const domainList = (domains: string): string[] =>
  domains
    .split(',')
    .map((domain) => domain.trim().toLowerCase())
    .filter(Boolean);

/** Whether an address is on one of the domains, or a subdomain of one (the plugin's rule). */
export function emailOnDomains(email: string, domains: string): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  if (!domain || !email.includes('@')) return false;
  return domainList(domains).some((d) => domain === d || domain.endsWith(`.${d}`));
}

/**
 * The provider whose domains hold an address, if any: its people sign in only through it, so
 * password sign-in, sign-up and reset are refused for them.
 */
export async function providerForEmail(db: Db, email: string): Promise<string | null> {
  const rows = await db
    .select({ providerId: ssoProviders.providerId, domain: ssoProviders.domain })
    .from(ssoProviders);
  return rows.find((row) => emailOnDomains(email, row.domain))?.providerId ?? null;
}

export const ssoProviderRow = async (db: Db, providerId: string) =>
  (await db.select().from(ssoProviders).where(eq(ssoProviders.providerId, providerId)))[0] ?? null;
