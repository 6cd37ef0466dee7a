// Writes the demo data set (see plan.ts) into a migrated database: accounts that can sign in,
// signed agreements with a real PDF, and ideas in every status.
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { hashPassword } from '#server/auth/password';
import type { Storage } from '#server/providers/storage/storage';
import { renderSignedAgreement } from '#server/lib/agreement-pdf/signed-pdf';
import { agreementTemplate, CURRENT_AGREEMENT_VERSION } from '#server/lib/agreement-pdf/template';
import { queryRows, type Db, type Tx } from '#server/db/client';
import {
  accounts,
  agreements,
  submissions,
  signingDocuments,
  users,
} from '#server/db/schema/index';
import { DEMO_EMAIL_DOMAIN } from './people';
import {
  ideaText,
  planDemoData,
  type DemoPlan,
  type PlannedStatus,
  type PlannedUser,
} from './plan';
import { createRandom } from './random';
import { signaturePng } from './signature-png';

/** Every demo account's password. Demo data is for development machines, never production. */
export const DEMO_PASSWORD = 'Demo-Portal-2025!';
export const DEFAULT_SEED = 'invention-portal-demo';
/** The one signed agreement PDF every demo agreement points at. */
export const DEMO_AGREEMENT_KEY = 'agreements/demo-signed-agreement.pdf';
/** More accounts than this outside the demo domain: the database is taken to be a real one. */
export const MAX_OTHER_USERS = 5;
const BATCH = 1_000;

export class SeedRefusedError extends Error {
  override name = 'SeedRefusedError';
}

export interface SeedOptions {
  users: number;
  submissions: number;
  seed?: string;
  /** The data is laid out over the two years before this moment. */
  now?: Date;
  password?: string;
  /** Seed even though the database holds real accounts. */
  force?: boolean;
  /** Delete earlier demo accounts (and everything of theirs) first. */
  reset?: boolean;
  /**
   * Runs once the database is found fit for demo data, before anything is written. The command
   * creates the real first admin here: once demo admins exist, start-up no longer makes one.
   */
  prepare?: () => Promise<void>;
  log?: (line: string) => void;
}

export interface SeedSummary {
  users: number;
  reviewers: number;
  signedAgreements: number;
  submissions: Record<PlannedStatus, number> & { total: number };
  ms: number;
  /** Addresses worth signing in with. */
  examples: { reviewer: string; prolific: string | null; unsigned: string | null };
}

const demoEmail = (column: SQL) =>
  sql`(${column} like ${`%@${DEMO_EMAIL_DOMAIN}`} or ${column} like ${`%.${DEMO_EMAIL_DOMAIN}`})`;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const date = (ms: number) => new Date(ms);
const count = (n: number) => n.toLocaleString('en-US');

/** Fails unless the database is fit for demo data: migrated, and no real accounts (unless forced). */
async function checkDatabase(db: Db, options: SeedOptions) {
  const [row] = await queryRows<{ demo: number; other: number }>(
    db,
    sql`select count(*) filter (where ${demoEmail(sql`email`)})::int as demo,
               count(*) filter (where not ${demoEmail(sql`email`)})::int as other
        from users`,
  );
  const { demo = 0, other = 0 } = row ?? {};
  if (other > MAX_OTHER_USERS && !options.force) {
    throw new SeedRefusedError(
      `This database holds ${count(other)} accounts that are not demo accounts; it looks like a ` +
        `real one. Demo data has a shared, printed password. Run with --force to seed it anyway.`,
    );
  }
  if (demo > 0 && !options.reset) {
    throw new SeedRefusedError(
      `This database already holds ${count(demo)} demo accounts. Run with --reset to delete them ` +
        `(and their agreements and ideas) and seed again.`,
    );
  }
  return { demo, other };
}

/**
 * Runs a bulk load with the tables' secondary indexes (not primary keys, not unique ones)
 * dropped, then builds them again from their own definitions: many times faster than keeping
 * trigram indexes up to date row by row. Call it in a transaction, so a failure restores them.
 */
async function withoutSecondaryIndexes(tx: Tx, tables: string[], load: () => Promise<void>) {
  const indexes = await queryRows<{ name: string; definition: string }>(
    tx,
    sql`select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
        from pg_index i
        join pg_class c on c.oid = i.indexrelid
        join pg_class t on t.oid = i.indrelid
        join pg_namespace n on n.oid = t.relnamespace
        where n.nspname = current_schema() and not i.indisprimary and not i.indisunique
          and t.relname in (${sql.join(
            tables.map((table) => sql`${table}`),
            sql`, `,
          )})`,
  );
  for (const { name } of indexes) await tx.execute(sql`drop index ${sql.identifier(name)}`);
  await load();
  await tx.execute(sql`set local maintenance_work_mem = '128MB'`);
  for (const { definition } of indexes) await tx.execute(sql.raw(definition));
  return indexes.length;
}

async function inBatches<T>(rows: readonly T[], write: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await write(rows.slice(i, i + BATCH));
}

/**
 * Foreign keys whose columns have no index: each deleted user or agreement would make the
 * database scan the whole referencing table (deleted rows included) for it. Indexed for the
 * time of a reset only.
 */
const UNINDEXED_REFERENCES = [
  ['invention_submissions', 'agreement_id'],
  ['invention_submissions', 'reviewed_by'],
  ['profiles', 'agreement_id'],
  ['contact_messages', 'user_id'],
] as const;

/** Removes demo accounts and everything of theirs, biggest tables first. */
async function deleteDemoData(tx: Tx) {
  const temporary = UNINDEXED_REFERENCES.map(([table, column]) => ({
    name: `seed_reset_${table}_${column}`,
    table,
    column,
  }));
  for (const { name, table, column } of temporary) {
    await tx.execute(
      sql`create index ${sql.identifier(name)} on ${sql.identifier(table)} (${sql.identifier(column)})`,
    );
  }
  const demoUsers = sql`(select id from users where ${demoEmail(sql`email`)})`;
  await tx.execute(sql`delete from invention_submissions where user_id in ${demoUsers}`);
  await tx.execute(sql`delete from profiles where id in ${demoUsers}`);
  await tx.execute(sql`delete from agreements where user_id in ${demoUsers}`);
  await tx.execute(sql`delete from users where ${demoEmail(sql`email`)}`);
  await tx.execute(sql`delete from signing_documents where ${demoEmail(sql`signer_email`)}`);
  for (const { name } of temporary) await tx.execute(sql`drop index ${sql.identifier(name)}`);
}

/** The signed PDF every demo agreement shares: made once with the real renderer, stored once. */
async function storeDemoAgreement(storage: Storage, now: number) {
  const signedAt = new Date(now);
  const pdf = await renderSignedAgreement({
    documentId: 'demo-agreement',
    template: agreementTemplate(CURRENT_AGREEMENT_VERSION),
    signer: {
      name: 'Demo Signer',
      email: `signer@${DEMO_EMAIL_DOMAIN}`,
      jobTitle: 'Interventional Neuroradiologist',
    },
    typedName: 'Demo Signer',
    signerCheck: 'password',
    signaturePng: signaturePng(),
    viewedAt: new Date(now - 120_000),
    signedAt,
    ipAddress: '203.0.113.10',
    userAgent: 'Demo data (scripts/seed-demo)',
    // Not sealed: it records nobody's agreement, and the portal's certificate vouches for none.
    seal: null,
  });
  await storage.put(DEMO_AGREEMENT_KEY, pdf, { contentType: 'application/pdf' });
  return { key: DEMO_AGREEMENT_KEY, sha256: createHash('sha256').update(pdf).digest('hex') };
}

const USER_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
];

async function writeUsers(tx: Tx, plan: DemoPlan, passwordHash: string) {
  const everyone = [...plan.reviewers, ...plan.users];
  await inBatches(everyone, (batch) =>
    tx.insert(users).values(
      batch.map((u) => ({
        id: u.id,
        // Sign-up asks for no name; staff accounts were created with one.
        name: u.role === 'admin' ? u.person.fullName : '',
        email: u.email,
        emailVerified: u.emailVerifiedAt !== null,
        emailVerifiedAt: u.emailVerifiedAt === null ? null : date(u.emailVerifiedAt),
        role: u.role,
        createdAt: date(u.createdAt),
        updatedAt: date(u.emailVerifiedAt ?? u.createdAt),
      })),
    ),
  );
  await inBatches(everyone, (batch) =>
    tx.insert(accounts).values(
      batch.map((u) => ({
        id: u.accountId,
        accountId: u.id,
        providerId: 'credential',
        userId: u.id,
        password: passwordHash,
        createdAt: date(u.createdAt),
        updatedAt: date(u.createdAt),
      })),
    ),
  );
}

async function writeAgreements(tx: Tx, plan: DemoPlan, document: { key: string; sha256: string }) {
  const random = createRandom(`${plan.seed}/signing`);
  const withAgreement = plan.users.filter((u) => u.agreement);
  const signed = (u: PlannedUser) => u.agreement!.status === 'signed';
  await inBatches(withAgreement, (batch) =>
    tx.insert(signingDocuments).values(
      batch.map((u) => {
        const a = u.agreement!;
        return {
          id: a.documentId,
          signerName: u.person.fullName,
          signerEmail: u.email,
          signerJobTitle: u.person.jobTitle,
          templateVersion: CURRENT_AGREEMENT_VERSION,
          status: a.status,
          viewedAt: a.viewedAt === null ? null : date(a.viewedAt),
          signedAt: a.signedAt === null ? null : date(a.signedAt),
          typedName: signed(u) ? u.person.fullName.replace(/^Dr\. /, '') : null,
          ipAddress: signed(u) ? `203.0.113.${random.int(1, 254)}` : null,
          userAgent: signed(u) ? random.pick(USER_AGENTS) : null,
          documentKey: signed(u) ? document.key : null,
          documentSha256: signed(u) ? document.sha256 : null,
          createdAt: date(a.createdAt),
        };
      }),
    ),
  );
  await inBatches(withAgreement, (batch) =>
    tx.insert(agreements).values(
      batch.map((u) => {
        const a = u.agreement!;
        return {
          id: a.id,
          userId: u.id,
          provider: 'builtin' as const,
          documentId: a.documentId,
          status: a.status,
          templateVersion: CURRENT_AGREEMENT_VERSION,
          signerName: u.person.fullName,
          signerEmail: u.email,
          signerJobTitle: u.person.jobTitle,
          signedAt: a.signedAt === null ? null : date(a.signedAt),
          documentKey: signed(u) ? document.key : null,
          documentSha256: signed(u) ? document.sha256 : null,
          createdAt: date(a.createdAt),
          updatedAt: date(a.signedAt ?? a.viewedAt ?? a.createdAt),
        };
      }),
    ),
  );
}

/** The profiles the trigger made, brought in line with the plan (as signing would have). */
async function writeProfiles(tx: Tx, plan: DemoPlan) {
  await inBatches([...plan.reviewers, ...plan.users], async (batch) => {
    const rows = batch.map((u) => {
      const signed = u.agreement?.status === 'signed' ? u.agreement : null;
      const named = signed !== null || u.role === 'admin';
      return sql`(${u.id}::uuid, ${named ? u.person.fullName : null}::text,
        ${named ? u.person.jobTitle : null}::text, ${signed ? 'signed' : null}::text,
        ${signed?.id ?? null}::uuid, ${iso(u.createdAt)}::timestamptz,
        ${iso(signed?.signedAt ?? u.createdAt)}::timestamptz, ${iso(u.lastLogin)}::timestamptz)`;
    });
    await tx.execute(sql`
      update profiles p set full_name = v.full_name, job_title = v.job_title,
        signature = v.signature, agreement_id = v.agreement_id, created_at = v.created_at,
        updated_at = v.updated_at, last_login = v.last_login
      from (values ${sql.join(rows, sql`, `)})
        as v(id, full_name, job_title, signature, agreement_id, created_at, updated_at, last_login)
      where p.id = v.id`);
  });
}

async function writeSubmissions(tx: Tx, plan: DemoPlan, progress: (done: number) => void) {
  let done = 0;
  await inBatches(plan.submissions, async (batch) => {
    await tx.insert(submissions).values(
      batch.map((s) => {
        const user = plan.users[s.userIndex]!;
        const text = ideaText(plan, s);
        return {
          id: s.id,
          userId: user.id,
          fullName: user.person.fullName,
          email: user.email,
          jobTitle: user.person.jobTitle,
          ideaTitle: text.title,
          ideaDescription: text.description,
          status: s.status,
          adminNotes: text.adminNotes,
          agreementId: user.agreement!.id,
          resubmittedFrom: s.resubmittedFrom?.id ?? null,
          createdAt: date(s.createdAt),
          updatedAt: date(s.updatedAt),
          reviewedAt: s.reviewedAt === null ? null : date(s.reviewedAt),
          reviewedBy: s.reviewerIndex === null ? null : plan.reviewers[s.reviewerIndex]!.id,
          // A demo idea is sent as it is made; a draft has no sending time.
          submittedAt: s.status === 'draft' ? null : date(s.createdAt),
        };
      }),
    );
    done += batch.length;
    progress(done);
  });
}

/**
 * Staff tags on the sent ideas, from the words of their title as staff would tag them: each
 * common tag on some 5 to 35% of ideas, and 'priority' on about one reviewed idea in 256 (a
 * rare tag for the list's filter). One statement, deterministic as the ideas are.
 */
async function writeTags(tx: Tx) {
  await tx.execute(sql`insert into submission_tags (submission_id, tag, created_by, created_at)
    select s.id, tags.tag, s.reviewed_by, coalesce(s.reviewed_at, s.created_at)
    from invention_submissions s
    join (values ('aneurysm', 'aneurysm'), ('stroke', 'thrombectomy|occlusion|stroke|clot'),
                 ('access', 'access|sheath|radial|femoral|guide'), ('imaging', 'angiograph|marker|radiopaque|sensing'),
                 ('embolization', 'emboli[sz]ation|embolic|fistula|avm')) as tags(tag, pattern)
      on s.idea_title ~* tags.pattern
    where s.status <> 'draft'
    union all
    select s.id, 'priority', s.reviewed_by, s.reviewed_at
    from invention_submissions s
    where s.status <> 'draft' and s.reviewed_at is not null and right(s.id::text, 2) = '00'`);
}

/**
 * Fills a migrated database with demo data: `users` accounts (plus a few staff reviewers, who
 * are admins) on the demo domain, all with one password, about 70% with a signed agreement,
 * and `submissions` ideas among them. Deterministic for a given seed and `now`. Refuses a
 * database with real accounts unless `force`.
 */
export async function seedDemoData(
  db: Db,
  storage: Storage,
  options: SeedOptions,
): Promise<SeedSummary> {
  const log = options.log ?? (() => {});
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  const existing = await checkDatabase(db, options);
  await options.prepare?.();

  const plan = planDemoData({
    users: options.users,
    submissions: options.submissions,
    seed: options.seed ?? DEFAULT_SEED,
    now: options.now ?? new Date(),
  });
  log(
    `planned ${count(plan.users.length)} users, ${count(plan.reviewers.length)} reviewers and ` +
      `${count(plan.submissions.length)} ideas (${elapsed()})`,
  );
  // One hash for everyone: argon2 is slow on purpose, and the password is the same.
  const passwordHash = await hashPassword(options.password ?? DEMO_PASSWORD);
  const document = await storeDemoAgreement(storage, plan.now);
  log(`hashed the demo password and stored the signed agreement PDF (${elapsed()})`);

  await db.transaction(async (tx) => {
    if (existing.demo > 0) {
      await deleteDemoData(tx);
      log(`deleted ${count(existing.demo)} earlier demo accounts and their data (${elapsed()})`);
    }
    const rebuilt = await withoutSecondaryIndexes(
      tx,
      ['users', 'profiles', 'invention_submissions', 'submission_tags'],
      async () => {
        await writeUsers(tx, plan, passwordHash);
        log(`users and credentials written (${elapsed()})`);
        await writeAgreements(tx, plan, document);
        await writeProfiles(tx, plan);
        log(`agreements and profiles written (${elapsed()})`);
        const every = Math.max(BATCH, Math.ceil(plan.submissions.length / 10 / BATCH) * BATCH);
        await writeSubmissions(tx, plan, (done) => {
          if (done % every === 0 || done === plan.submissions.length) {
            log(`ideas ${count(done)} / ${count(plan.submissions.length)} (${elapsed()})`);
          }
        });
        await writeTags(tx);
        log(`tags written (${elapsed()})`);
      },
    );
    log(`${rebuilt} indexes rebuilt (${elapsed()})`);
  });
  // What autovacuum would do soon after so large a load: the statistics for the planner, and
  // the visibility map, without which an index-only scan still reads every row from the table.
  await db.execute(sql`vacuum analyze`);
  log(`committed, vacuumed and analyzed (${elapsed()})`);

  const submissions = {
    total: plan.submissions.length,
    draft: 0,
    pending: 0,
    approved: 0,
    rejected: 0,
  };
  const perUser = new Map<number, number>();
  for (const s of plan.submissions) {
    submissions[s.status]++;
    perUser.set(s.userIndex, (perUser.get(s.userIndex) ?? 0) + 1);
  }
  const top = [...perUser].sort((a, b) => b[1] - a[1])[0];
  const unsigned = plan.users.find((u) => u.emailVerifiedAt !== null && !u.agreement);
  return {
    users: plan.users.length,
    reviewers: plan.reviewers.length,
    signedAgreements: plan.users.filter((u) => u.agreement?.status === 'signed').length,
    submissions,
    ms: performance.now() - started,
    examples: {
      reviewer: plan.reviewers[0]!.email,
      prolific: top ? plan.users[top[0]]!.email : null,
      unsigned: unsigned?.email ?? null,
    },
  };
}
