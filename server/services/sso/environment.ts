import { eq, inArray } from 'drizzle-orm';
import type { AddSsoProvider } from '#common/sso';
import type { Db } from '#server/db/client';
import { ssoProviders } from '#server/db/schema/index';
import { errorMessage, logger } from '#server/lib/logger';
import { recordAudit } from '../audit/index';
import { lockProviders, providerColumns } from './providers';

const SERVER = { id: null, email: 'environment' };
const NO_REQUEST = { ipAddress: null, userAgent: null };

/**
 * Makes the providers given by SSO_PROVIDERS (infrastructure as code) the environment's
 * providers: added, changed or removed to match, audited, in one transaction under the
 * providers' lock, so instances starting together agree. OIDC endpoints are discovered at the
 * first sign-in, not here, so a provider that is down does not stop the portal starting.
 */
export async function syncEnvironmentProviders(
  db: Db,
  appUrl: string,
  wanted: AddSsoProvider[],
): Promise<void> {
  const prepared: {
    input: AddSsoProvider;
    columns: Awaited<ReturnType<typeof providerColumns>>;
  }[] = [];
  for (const input of wanted) {
    try {
      prepared.push({ input, columns: await providerColumns(appUrl, input, { discover: false }) });
    } catch (error) {
      logger.error('sso.environment_provider_unusable', {
        providerId: input.providerId,
        error: errorMessage(error),
      });
    }
  }
  await db.transaction(async (tx) => {
    await lockProviders(tx);
    const existing = await tx.select().from(ssoProviders);
    const byId = new Map(existing.map((row) => [row.providerId, row]));
    for (const { input, columns } of prepared) {
      const row = byId.get(input.providerId);
      if (row && row.source !== 'environment') {
        logger.error('sso.environment_provider_taken', { providerId: input.providerId });
        continue;
      }
      const values = { ...columns, source: 'environment' as const, userId: null };
      if (!row) {
        await tx.insert(ssoProviders).values(values);
        await recordAudit(tx, {
          action: 'sso_provider.added',
          actor: SERVER,
          ...NO_REQUEST,
          details: {
            providerId: input.providerId,
            protocol: input.protocol,
            domains: input.domains,
            source: 'environment',
          },
        });
      } else if (differs(row, values)) {
        await tx.update(ssoProviders).set(values).where(eq(ssoProviders.id, row.id));
        await recordAudit(tx, {
          action: 'sso_provider.updated',
          actor: SERVER,
          ...NO_REQUEST,
          details: {
            providerId: input.providerId,
            domains: input.domains,
            adminGroups: input.adminGroups,
            reviewerGroups: input.reviewerGroups,
          },
        });
      }
    }
    const keep = new Set(prepared.map(({ input }) => input.providerId));
    const gone = existing.filter(
      (row) => row.source === 'environment' && !keep.has(row.providerId),
    );
    if (gone.length === 0) return;
    await tx.delete(ssoProviders).where(
      inArray(
        ssoProviders.id,
        gone.map((row) => row.id),
      ),
    );
    for (const row of gone)
      await recordAudit(tx, {
        action: 'sso_provider.removed',
        actor: SERVER,
        ...NO_REQUEST,
        details: { providerId: row.providerId },
      });
  });
}

type Row = typeof ssoProviders.$inferSelect;

/** Whether the stored provider says something else than the environment now does. */
function differs(row: Row, values: Partial<Row>): boolean {
  return (Object.keys(values) as (keyof Row)[]).some(
    (key) => JSON.stringify(row[key] ?? null) !== JSON.stringify(values[key] ?? null),
  );
}
