import { and, eq, like } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { verifications } from '#server/db/schema/index';

/**
 * Makes every browser of the account that was trusted to skip the second step ask for it
 * again. The library keeps each trusted browser as a verification row naming the user.
 */
export async function forgetTrustedBrowsers(tx: Db, userId: string): Promise<void> {
  await tx
    .delete(verifications)
    .where(and(eq(verifications.value, userId), like(verifications.identifier, 'trust-device-%')));
}
