import type { CommandIo } from './run-command';
import { verifyAndRecord } from '../services/audit/verifications';

export const usage = `Usage: npm run audit:verify

Recomputes the hash chain of the audit log from its first entry to its head, prints its length
and head hash, records the check (the admin's Audit integrity page shows it) and exits with 1
naming the first entry that does not hold. Uses the server's configuration (DATABASE_URL, else
DATA_DIR/pglite; stop the server first when it runs on the embedded database).
`;

/** Runs the command; returns the exit code: 0 intact, 1 broken, 2 a usage error. */
export async function auditVerifyCommand(args: string[], io: CommandIo): Promise<number> {
  if (args.length === 1 && (args[0] === '--help' || args[0] === '-h')) {
    io.out(usage);
    return 0;
  }
  if (args.length > 0) {
    io.err(`This command takes no arguments.\n\n${usage}`);
    return 2;
  }
  const database = await io.openDatabase();
  try {
    const { report } = await verifyAndRecord(database.db, { kind: 'cli' });
    io.out(`Chain length: ${report.length}\n`);
    io.out(
      report.head
        ? `Head: entry ${report.head.id}, hash ${report.head.hash}\n`
        : 'Head: none (the audit log is empty)\n',
    );
    if (report.broken) {
      io.err(`Audit chain broken at entry ${report.broken.id}: ${report.broken.message}.\n`);
      return 1;
    }
    if (report.erased > 0)
      io.out(
        `Erased entries: ${report.erased} (their personal fields are gone; their digests stand for them).\n`,
      );
    io.out('The audit chain is intact.\n');
    return 0;
  } finally {
    await database.close();
  }
}
