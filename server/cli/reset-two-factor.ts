// Recovery of an account that lost its authenticator (see reset-two-factor-command.ts):
//   node --import tsx server/cli/reset-two-factor.ts <email>
import { resetTwoFactorCommand } from './reset-two-factor-command';
import { runCommand } from './run-command';

runCommand(resetTwoFactorCommand, 1);
