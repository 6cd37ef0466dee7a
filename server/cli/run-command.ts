import type { Database } from '../db/client';
import { ConfigError, loadEnv } from '../env';
import { errorMessage } from '../lib/logger';
import { openWithRetry } from '../portal';

/** What a console command reads and writes: tests give their own. */
export interface CommandIo {
  out: (text: string) => void;
  err: (text: string) => void;
  openDatabase: () => Promise<Database>;
}

/**
 * Runs a console command on the configured database, with the process's arguments and output,
 * and exits with its code; a configuration or unexpected error exits with `failureCode`.
 */
export function runCommand(
  command: (args: string[], io: CommandIo) => Promise<number>,
  failureCode: number,
): void {
  command(process.argv.slice(2), {
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
      process.exitCode = failureCode;
    });
}
