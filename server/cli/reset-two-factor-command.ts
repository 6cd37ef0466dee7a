import type { CommandIo } from './run-command';
import { z } from 'zod';
import { AppError } from '#server/core/app-error';
import { resetTwoFactor } from '../services/two-factor/reset-two-factor';

export const usage = `Usage: node --import tsx server/cli/reset-two-factor.ts <email>

Turns two-factor sign-in off for the account with this address, when its owner lost their
authenticator and backup codes: deletes its secret, backup codes and trusted browsers, ends
every session and records it in the audit log. A staff account must set it up again at its
next admin sign-in. Uses the server's configuration (DATABASE_URL, else DATA_DIR/pglite; stop
the server first when it runs on the embedded database).
`;

/** Runs the command with its arguments; returns the exit code (2 for a usage error). */
export async function resetTwoFactorCommand(args: string[], io: CommandIo): Promise<number> {
  if (args.length === 1 && (args[0] === '--help' || args[0] === '-h')) {
    io.out(usage);
    return 0;
  }
  if (args.length !== 1) {
    io.err(`Name exactly one account by its email address.\n\n${usage}`);
    return 2;
  }
  const email = args[0]!.trim();
  if (!z.email().safeParse(email).success) {
    io.err(`"${email}" is not an email address.\n\n${usage}`);
    return 2;
  }
  const database = await io.openDatabase();
  try {
    const reset = await resetTwoFactor(database.db, email);
    io.out(
      `Two-factor sign-in is off for ${reset.email}; ${reset.sessionsEnded} session(s) ended.\n` +
        'A staff account sets it up again at its next admin sign-in.\n',
    );
    return 0;
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'not_found')) throw error;
    io.err(`${error.message}\n`);
    return 1;
  } finally {
    await database.close();
  }
}
