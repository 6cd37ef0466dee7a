import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson } from '#server/lib/canonical-json';
import { olderDatabase } from '#server/test/older-database';
import { queryRows, type Database } from './client';
import { submissions } from './schema';

// A database as it was before ideas recorded when they were sent (migrations up to 0024), with
// rows written the way the portal wrote them then, migrated to now.
let old: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ database: old, close } = await olderDatabase(24));
});
afterAll(() => close());

const EMAIL = 'inventor@example.com';
const T0 = '2026-03-02T15:05:00.000Z'; // the draft first saved
const T1 = '2026-03-02T15:24:07.456Z'; // sent
const LATER = '2026-03-09T10:00:00.000Z'; // reviewed, or a manifest made on a later download

async function idea(id: string, status: string, updatedAt = LATER) {
  await old.db.execute(sql`
    insert into invention_submissions (id, user_id, email, idea_title, status, created_at, updated_at)
    select ${id}::uuid, id, ${EMAIL}, 'Coil', ${status}::submission_status, ${T0}::timestamptz, ${updatedAt}::timestamptz
    from users where email = ${EMAIL}`);
}

/** The receipt as the send queued it: its text names the idea on a line of its own. */
async function receipt(id: string, at: string) {
  await old.db.execute(sql`
    insert into mail_outbox (kind, "to", subject, text, state, created_at)
    values ('submission-receipt', ${EMAIL}, 'We received your idea: Coil',
      ${`We received your idea "Coil".\n\nSubmission ID: ${id}\n\nReceived: ${at.slice(0, 19).replace('T', ' ')} UTC\n`},
      'sent', ${at}::timestamptz)`);
}

/** The manifest queued for its timestamp, dated `submittedAt`, written at `queuedAt`. */
async function manifest(id: string, submittedAt: string, queuedAt: string) {
  const document = canonicalJson({
    type: 'invention-disclosure-manifest',
    version: 1,
    submissionId: id,
    createdAt: T0,
    submittedAt,
  });
  await old.db.execute(sql`
    insert into timestamp_tokens (subject_type, subject_id, sha256, document, created_at)
    values ('submission-manifest', ${id}, ${'0'.repeat(64)}, ${document}, ${queuedAt}::timestamptz)`);
}

describe('the sent time of ideas sent before it was stored', () => {
  const sentWithManifest = randomUUID();
  const sentBeforeManifests = randomUUID();
  const draft = randomUUID();
  const unrecorded = randomUUID();
  let after: Map<string, Date | null>;

  beforeAll(async () => {
    await old.db.execute(sql`insert into users (email, name) values (${EMAIL}, 'Ina')`);
    // Saved at T0, sent at T1, reviewed a week later: the receipt and the manifest of the send.
    await idea(sentWithManifest, 'approved');
    await receipt(sentWithManifest, '2026-03-02T15:24:07.400Z');
    await manifest(sentWithManifest, T1, '2026-03-02T15:24:07.400Z');
    // Sent before manifests existed: its receipt, and a manifest made on a later download, dated
    // by that receipt.
    await idea(sentBeforeManifests, 'pending');
    await receipt(sentBeforeManifests, T1);
    await manifest(sentBeforeManifests, T1, LATER);
    await idea(draft, 'draft', T1);
    // Sent, but nothing recorded its sending; a later manifest could only date it by its row.
    await idea(unrecorded, 'pending');
    await manifest(unrecorded, T0, LATER);

    await old.migrate();
    const rows = await old.db
      .select({ id: submissions.id, submittedAt: submissions.submittedAt })
      .from(submissions)
      .where(inArray(submissions.id, [sentWithManifest, sentBeforeManifests, draft, unrecorded]));
    after = new Map(rows.map((row) => [row.id, row.submittedAt]));
  });

  it('is the time the manifest of the send states, not when the draft was saved', () => {
    expect(after.get(sentWithManifest)?.toISOString()).toBe(T1);
  });

  it('is the receipt\u2019s time for an idea sent before manifests', () => {
    expect(after.get(sentBeforeManifests)?.toISOString()).toBe(T1);
  });

  it('stays empty for a draft, and never becomes the creation time', () => {
    expect(after.get(draft)).toBeNull();
    expect(after.get(unrecorded)).toBeNull();
  });

  it('leaves the list orders served by indexes on the sent time', async () => {
    const indexes = await queryRows<{ indexname: string; indexdef: string }>(
      old.db,
      sql`select indexname, indexdef from pg_indexes where tablename = 'invention_submissions'`,
    );
    const defs = new Map(indexes.map((i) => [i.indexname, i.indexdef]));
    for (const name of [
      'submissions_status_submitted_idx',
      'submissions_status_desc_submitted_idx',
      'submissions_submitted_idx',
      'submissions_inventor_idx',
      'submissions_inventor_state_idx',
      'submissions_score_idx',
    ])
      expect(defs.get(name), name).toContain('submitted_at DESC');
    expect([...defs.keys()].filter((name) => /status_created|_created_idx$/.test(name))).toEqual([
      'submissions_user_created_idx',
    ]);
  });
});
