// Applies the database migrations and chains audit entries older than the chain, then exits:
//   npm run db:migrate
// Run it as the tables' owner before starting the portal under a role that may not change them
// (README, "An INSERT-only audit role"); the portal then finds nothing to do at start-up.
import { ConfigError, loadEnv } from '../env';
import { errorMessage } from '../lib/logger';
import { openWithRetry } from '../portal';

openWithRetry(loadEnv())
  .then(async (database) => {
    await database.close();
    process.stdout.write('The database is up to date.\n');
  })
  .catch((error: unknown) => {
    process.stderr.write(
      error instanceof ConfigError ? `${error.message}\n` : `Failed: ${errorMessage(error)}\n`,
    );
    process.exitCode = 1;
  });
