// Recomputes the audit chain (see audit-verify-command.ts):
//   npm run audit:verify
import { ConfigError, loadEnv } from '../env';
import { errorMessage } from '../lib/logger';
import { openWithRetry } from '../portal';
import { auditVerifyCommand } from './audit-verify-command';

auditVerifyCommand(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  openDatabase: () => openWithRetry(loadEnv()),
})
  .then((code) => {
    process.exitCode = code;
  })
  .catch((error: unknown) => {
    process.stderr.write(
      error instanceof ConfigError ? `${error.message}\n` : `Failed: ${errorMessage(error)}\n`,
    );
    process.exitCode = 2;
  });
