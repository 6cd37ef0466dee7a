import type { Database } from './db/client';
import { isPermissionDenied } from './db/errors';
import { errorMessage, logger } from './lib/logger';
import { chainOldEntries } from './services/audit/chain-old-entries';
import { sealPersonalFields } from './services/audit/seal-personal-fields';

/**
 * Brings a database up to date before the portal uses it: the committed migrations, then the
 * audit entries older than the chain, chained (SQL cannot hash them the same way), and the
 * entries hashed before ADR 45, sealed. The chain's own lock serialises this with every writer,
 * so instances may race. Under a role that may not update the log (README) it cannot, and says
 * so: verification then names the first unchained entry, and older entries stay unerasable,
 * until the owner runs `npm run db:migrate`.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  await database.migrate();
  try {
    const chained = await chainOldEntries(database.db);
    if (chained > 0) logger.info('audit entries chained', { chained });
  } catch (error) {
    if (!isPermissionDenied(error)) throw error;
    logger.error('audit entries left unchained', { error: errorMessage(error) });
    return;
  }
  try {
    const sealed = await sealPersonalFields(database.db);
    if (sealed > 0) logger.info('audit entries sealed', { sealed });
  } catch (error) {
    if (!isPermissionDenied(error)) throw error;
    logger.error('audit entries left unsealed', { error: errorMessage(error) });
  }
}
