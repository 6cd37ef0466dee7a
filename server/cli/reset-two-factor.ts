// Recovery of an account that lost its authenticator (see reset-two-factor-command.ts):
//   node --import tsx server/cli/reset-two-factor.ts <email>
import { ConfigError, loadEnv } from '../env';
import { errorMessage } from '../lib/logger';
import { openWithRetry } from '../portal';
import { resetTwoFactorCommand } from './reset-two-factor-command';

resetTwoFactorCommand(process.argv.slice(2), {
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
    process.exitCode = 1;
  });
