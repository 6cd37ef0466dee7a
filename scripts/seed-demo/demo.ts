// Fills the configured database with demo data for development and benchmarks:
//   node --import tsx scripts/seed-demo/demo.ts [--users 10000] [--submissions 100000]
//     [--seed <text>] [--reset] [--force]
// Uses the server's configuration: DATABASE_URL, else the embedded database in DATA_DIR.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureFirstAdmin } from '#server/auth/first-admin';
import { ConfigError, loadEnv } from '#server/env';
import { errorMessage } from '#server/lib/logger';
import { createStorage } from '#server/providers/storage/index';
import { openDatabase } from '#server/db/client';
import { migrateDatabase } from '#server/migrate';
import { DEMO_EMAIL_DOMAIN } from './people';
import { DEFAULT_SEED, DEMO_PASSWORD, SeedRefusedError, seedDemoData } from './seed';

const usage = `Usage: node --import tsx scripts/seed-demo/demo.ts [options]

Fills the portal's database (DATABASE_URL, else DATA_DIR/pglite) with demo accounts on
*.${DEMO_EMAIL_DOMAIN}, signed agreements and ideas. Every demo account has the same password.

  --users <n>        demo accounts to create (default 10000)
  --submissions <n>  ideas to create (default 100000)
  --seed <text>      the random seed; the same seed gives the same data (default ${DEFAULT_SEED})
  --reset            delete earlier demo accounts and everything of theirs first
  --force            seed even though the database holds real accounts
  -h, --help         show this text
`;

function count(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value.replace(/[_,]/g, ''));
  if (!Number.isInteger(n) || n < 0 || n > 10_000_000) {
    throw new ConfigError(`--${name} must be a whole number from 0 to 10000000`);
  }
  return n;
}

async function main() {
  const { values } = parseArgs({
    options: {
      users: { type: 'string' },
      submissions: { type: 'string' },
      seed: { type: 'string' },
      reset: { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(usage);
    return;
  }
  const users = count('users', values.users, 10_000);
  const submissions = count('submissions', values.submissions, 100_000);
  const env = loadEnv(process.env);
  const where = env.DATABASE_URL
    ? 'PostgreSQL (DATABASE_URL)'
    : `the embedded database in ${path.resolve(env.DATA_DIR, 'pglite')}`;
  const say = (line: string) => process.stdout.write(`${line}\n`);
  say(`Seeding ${where} with demo data.`);

  const database = await openDatabase(
    env.DATABASE_URL
      ? { url: env.DATABASE_URL }
      : { dataDir: path.resolve(env.DATA_DIR, 'pglite') },
  );
  try {
    await migrateDatabase(database);
    const summary = await seedDemoData(database.db, await createStorage(env), {
      // The real first admin, as start-up would make it: demo admins would stop it being made.
      prepare: () =>
        ensureFirstAdmin(database.db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }),
      users,
      submissions,
      seed: values.seed,
      reset: values.reset,
      force: values.force,
      log: (line) => say(`  ${line}`),
    });
    const s = summary.submissions;
    const n = (x: number) => x.toLocaleString('en-US');
    say(
      [
        '',
        `Done in ${(summary.ms / 1000).toFixed(1)} s: ${n(summary.users)} demo users ` +
          `(${n(summary.signedAgreements)} with a signed agreement), ${summary.reviewers} demo ` +
          `reviewers (admins), ${n(s.total)} ideas (${n(s.pending)} pending, ${n(s.approved)} ` +
          `approved, ${n(s.rejected)} rejected, ${n(s.draft)} drafts).`,
        '',
        `Every demo account (*.${DEMO_EMAIL_DOMAIN}) signs in with the password: ${DEMO_PASSWORD}`,
        `  an admin reviewer:     ${summary.examples.reviewer}`,
        ...(summary.examples.prolific
          ? [`  a prolific inventor:   ${summary.examples.prolific}`]
          : []),
        ...(summary.examples.unsigned
          ? [`  a user yet to sign:    ${summary.examples.unsigned}`]
          : []),
        'The first admin (ADMIN_EMAIL) keeps its own password.',
        '',
      ].join('\n'),
    );
  } finally {
    await database.close();
  }
}

const isUsageError = (error: unknown) =>
  String((error as { code?: unknown } | null)?.code ?? '').startsWith('ERR_PARSE_ARGS');

main().catch((error: unknown) => {
  if (isUsageError(error)) {
    process.stderr.write(`${(error as Error).message}\n\n${usage}`);
    process.exitCode = 2;
    return;
  }
  const known = error instanceof SeedRefusedError || error instanceof ConfigError;
  process.stderr.write(`${known ? (error as Error).message : errorMessage(error)}\n`);
  if (!known && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
  process.exitCode = 1;
});
