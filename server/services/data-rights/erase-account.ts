import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { erasureLimits, erasureMessages, type ErasureOutcome } from '#common/erasure';
import type { KeptRecord } from '#common/erasure';
import { submissionReference } from '#common/submissions';
import type { Actor, RequestInfo } from '#server/core/actor';
import { AppError } from '#server/core/app-error';
import type { Tx } from '#server/db/client';
import {
  accounts,
  agreementRevisions,
  agreements,
  attachments,
  coInventors,
  contactMessages,
  erasureRequests,
  passkeys,
  profiles,
  sessions,
  signingDocuments,
  submissions,
  twoFactors,
  users,
} from '#server/db/schema/index';
import { erasePersonFromAudit, recordAudit, type ErasedPerson } from '../audit/index';
import { dropSubmission, removeFiles, type SubmissionDeps } from '../submissions/index';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A closed account's address: no one's, and never deliverable (RFC 2606). */
const closedAddress = (id: string) => `closed-${id}@closed.invalid`;

/**
 * "Delete my account" (GDPR Art. 17, ADR 45), once the person has proved who they are again.
 *
 * With no sent idea naming them as inventor, the account is erased: its rows and files, the
 * mail and contact messages to and from its address, and the personal fields of the audit
 * entries that name it (the chain still verifies). With sent ideas, those records are kept for
 * legal claims (Art. 17(3)(e)): the account is closed (no sign-in, no credentials, a placeholder
 * address), drafts and their files go, and a request waits in the staff queue for its answer
 * within a month. Either way every session ends.
 *
 * One transaction, under the account's row lock and the locks of its ideas, so an idea sent
 * meanwhile is either counted as kept or waits and then finds its draft gone.
 */
export async function eraseAccount(
  deps: SubmissionDeps,
  actor: Actor,
  request: RequestInfo,
): Promise<ErasureOutcome> {
  const done = await deps.db.transaction(async (tx) => {
    const [person] = await tx
      .select({ id: users.id, email: users.email, name: users.name, role: users.role })
      .from(users)
      .where(eq(users.id, actor.id))
      .for('update');
    // Gone, or closed by a request that was first: this one has nothing left to do.
    if (!person || person.email === closedAddress(person.id))
      throw new AppError('unauthenticated', 'Please sign in again.');
    // Staff accounts hold the company's review records; an admin takes the role away first.
    if (person.role !== 'user') throw new AppError('conflict', erasureMessages.staff);
    const ideas = await tx
      .select({ id: submissions.id, status: submissions.status })
      .from(submissions)
      .where(eq(submissions.userId, person.id))
      .for('update');
    const kept = await keptRecords(tx, person, ideas);
    const drafts = ideas.filter((idea) => idea.status === 'draft');
    if (kept.length === 0) return { outcome: 'erased' as const, ...(await erase(tx, person)) };
    return { outcome: 'kept' as const, kept, ...(await close(tx, person, kept, drafts, request)) };
  });
  if (done.outcome === 'erased') {
    for (const key of done.storageKeys) await deps.storage.delete(key);
    return { outcome: 'erased' };
  }
  await removeFiles(deps, done.files);
  return { outcome: 'kept', kept: done.kept, dueAt: done.dueAt.toISOString() };
}

/** The sent ideas they submitted, and those of others that list them as co-inventor. */
async function keptRecords(
  tx: Tx,
  person: ErasedPerson,
  ideas: { id: string; status: string }[],
): Promise<KeptRecord[]> {
  const own = ideas
    .filter((idea) => idea.status !== 'draft')
    .map((idea) => ({ kind: 'idea' as const, submissionId: idea.id }));
  const listed = await tx
    .select({ submissionId: coInventors.submissionId })
    .from(coInventors)
    .innerJoin(submissions, eq(submissions.id, coInventors.submissionId))
    .where(and(eq(coInventors.email, person.email.toLowerCase()), ne(submissions.status, 'draft')))
    .for('update', { of: submissions });
  return [
    ...own,
    ...listed.map((row) => ({ kind: 'co-inventor' as const, submissionId: row.submissionId })),
  ].map((record) => ({ ...record, reference: submissionReference(record.submissionId) }));
}

/** Everything of the account, in the database; the stored files' keys to remove after commit. */
async function erase(tx: Tx, person: ErasedPerson) {
  const email = person.email.toLowerCase();
  const files = await tx
    .select({ key: attachments.storageKey })
    .from(attachments)
    .where(eq(attachments.ownerId, person.id));
  const signed = await tx
    .select({ key: agreements.documentKey, documentId: agreements.documentId })
    .from(agreements)
    .where(eq(agreements.userId, person.id));
  const revisions = await tx
    .select({ key: agreementRevisions.documentKey })
    .from(agreementRevisions)
    .innerJoin(agreements, eq(agreements.id, agreementRevisions.agreementId))
    .where(eq(agreements.userId, person.id));
  const documents = signed.map((row) => row.documentId);
  const signing =
    documents.length === 0
      ? []
      : await tx
          .delete(signingDocuments)
          .where(inArray(signingDocuments.id, documents))
          .returning({ key: signingDocuments.documentKey });
  const drafts = await tx
    .select({ id: submissions.id })
    .from(submissions)
    .where(eq(submissions.userId, person.id));
  await tx
    .delete(contactMessages)
    .where(
      sql`${contactMessages.userId} = ${person.id} or lower(${contactMessages.email}) = ${email}`,
    );
  // Copies of mail to or about the address, sign-in counters and tokens keyed by it.
  await tx.execute(
    sql`delete from mail_outbox where lower("to") = ${email} or strpos(lower(text), ${email}) > 0`,
  );
  await tx.execute(sql`delete from rate_limits where strpos(lower(key), ${email}) > 0`);
  await tx.execute(
    sql`delete from verifications where value = ${person.id} or strpos(lower(identifier), ${email}) > 0 or strpos(lower(value), ${email}) > 0`,
  );
  const entriesErased = await erasePersonFromAudit(tx, person);
  // Its sessions, credentials, profile, drafts, files' rows and agreements go with it.
  await tx.delete(users).where(eq(users.id, person.id));
  await recordAudit(tx, {
    action: 'account.erased',
    actor: null,
    target: { type: 'user', id: person.id },
    details: { drafts: drafts.length, files: files.length, entriesErased },
  });
  const storageKeys = [...files, ...signed, ...revisions, ...signing]
    .map((row) => row.key)
    .filter((key): key is string => Boolean(key));
  return { storageKeys };
}

/** Closes the account and keeps what legal claims need; the request waits for staff. */
async function close(
  tx: Tx,
  person: ErasedPerson,
  kept: KeptRecord[],
  drafts: { id: string }[],
  request: RequestInfo,
) {
  const email = person.email.toLowerCase();
  const files: { id: string }[] = [];
  for (const draft of drafts) files.push(...(await dropSubmission(tx, draft.id)));
  await tx.delete(sessions).where(eq(sessions.userId, person.id));
  await tx.delete(accounts).where(eq(accounts.userId, person.id));
  await tx.delete(passkeys).where(eq(passkeys.userId, person.id));
  await tx.delete(twoFactors).where(eq(twoFactors.userId, person.id));
  await tx
    .delete(contactMessages)
    .where(
      sql`${contactMessages.userId} = ${person.id} or lower(${contactMessages.email}) = ${email}`,
    );
  await tx.execute(
    sql`delete from verifications where value = ${person.id} or strpos(lower(identifier), ${email}) > 0 or strpos(lower(value), ${email}) > 0`,
  );
  await tx
    .update(profiles)
    .set({ phoneNumber: null, avatarUrl: null })
    .where(eq(profiles.id, person.id));
  // The sent ideas keep the name and address they were sent with; the account keeps neither,
  // so no one can sign in to it or reset its password again.
  await tx
    .update(users)
    .set({
      email: closedAddress(person.id),
      emailVerified: false,
      twoFactorEnabled: false,
      image: null,
    })
    .where(eq(users.id, person.id));
  const dueAt = new Date(Date.now() + erasureLimits.answerDays * DAY_MS);
  await tx.insert(erasureRequests).values({ userId: person.id, email, kept, dueAt });
  await recordAudit(tx, {
    action: 'account.erasure_requested',
    actor: { id: person.id, email },
    target: { type: 'user', id: person.id },
    ...request,
    details: {
      kept: kept.length,
      dueAt: dueAt.toISOString(),
      drafts: drafts.length,
      files: files.length,
    },
  });
  return { files, dueAt };
}
