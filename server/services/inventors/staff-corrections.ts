import { and, eq, ne, sql } from 'drizzle-orm';
import { normaliseEmail } from '#common/auth/email';
import { inventorMessages } from '#common/co-inventors';
import type { Actor, RequestInfo } from '#server/core/actor';
import { AppError } from '#server/core/app-error';
import type { Db, Tx } from '#server/db/client';
import { coInventors } from '#server/db/schema/index';
import { submissionFor } from '../access/index';
import { recordAudit } from '../audit/index';
import { coInventorDraftInvitationMail, enqueueMail } from '../mail/index';
import { invitationOf, queueAttestationRequest, type InventorLinks } from './invitation';

export interface CorrectionDeps extends InventorLinks {
  db: Db;
}

const notFound = () => new AppError('not_found', 'Co-inventor not found.');

/** An admin's co-inventor of an idea they manage, locked, and not yet answered. */
async function unanswered(tx: Tx, actor: Actor, submissionId: string, coInventorId: string) {
  const submission = await submissionFor(tx, actor, submissionId, 'manage', { from: 'staff' });
  const [row] = await tx
    .select()
    .from(coInventors)
    .where(and(eq(coInventors.id, coInventorId), eq(coInventors.submissionId, submissionId)))
    .for('update');
  if (!row) throw notFound();
  if (row.response) throw new AppError('already_answered', inventorMessages.answeredCannotChange);
  return { submission, row };
}

/** Mails the invitation again: to attest once the idea is sent, to read the draft before. */
async function invite(
  tx: Tx,
  links: InventorLinks,
  submission: Parameters<typeof invitationOf>[1],
  email: string,
) {
  if (submission.status === 'draft')
    await enqueueMail(tx, {
      to: email,
      ...coInventorDraftInvitationMail(invitationOf(links, submission, email)),
    });
  else await queueAttestationRequest(tx, links, submission, email);
}

/** Staff send a co-inventor's invitation again, audited. */
export async function resendInvitation(
  deps: CorrectionDeps,
  actor: Actor,
  submissionId: string,
  coInventorId: string,
  request: RequestInfo,
) {
  await deps.db.transaction(async (tx) => {
    const { submission, row } = await unanswered(tx, actor, submissionId, coInventorId);
    await invite(tx, deps, submission, row.email);
    await tx
      .update(coInventors)
      .set({ invitedAt: sql`now()` })
      .where(eq(coInventors.id, row.id));
    await recordAudit(tx, {
      actor: { id: actor.id, email: actor.email },
      action: 'co_inventor.invitation_resent',
      target: { type: 'submission', id: submissionId },
      details: { coInventorId, email: row.email },
      ...request,
    });
  });
}

/**
 * Staff correct the address of a co-inventor who has not answered, audited: the access moves to
 * the new address at once, and they are invited there with the reminders' clock started again.
 */
export async function correctAddress(
  deps: CorrectionDeps,
  actor: Actor,
  submissionId: string,
  coInventorId: string,
  email: string,
  request: RequestInfo,
) {
  await deps.db.transaction(async (tx) => {
    const { submission, row } = await unanswered(tx, actor, submissionId, coInventorId);
    if (email === row.email) return;
    if (email === normaliseEmail(submission.email))
      throw new AppError('invalid_input', inventorMessages.ownEmail, { field: 'email' });
    const [taken] = await tx
      .select({ id: coInventors.id })
      .from(coInventors)
      .where(
        and(
          eq(coInventors.submissionId, submissionId),
          eq(coInventors.email, email),
          ne(coInventors.id, row.id),
        ),
      );
    if (taken) throw new AppError('conflict', inventorMessages.emailTwice, { field: 'email' });
    await tx
      .update(coInventors)
      .set({
        email,
        invitedAt: sql`now()`,
        remindersSent: 0,
        ...(submission.status !== 'draft' && { attestRequestedAt: sql`now()` }),
      })
      .where(eq(coInventors.id, row.id));
    await invite(tx, deps, submission, email);
    await recordAudit(tx, {
      actor: { id: actor.id, email: actor.email },
      action: 'co_inventor.address_corrected',
      target: { type: 'submission', id: submissionId },
      details: { coInventorId, from: row.email, to: email },
      ...request,
    });
  });
}
