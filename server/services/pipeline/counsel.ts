import { and, eq, isNull, sql } from 'drizzle-orm';
import { company } from '#common/company';
import { pipelineMessages, type InviteCounselInput } from '#common/pipeline';
import { submissionReference } from '#common/submissions';
import type { Actor, RequestInfo } from '#server/core/actor';
import { AppError } from '#server/core/app-error';
import type { Db, Tx } from '#server/db/client';
import { isUniqueViolation } from '#server/db/errors';
import { counselInvitations, users } from '#server/db/schema/index';
import { submissionFor } from '../access/index';
import { recordAudit } from '../audit/index';
import { composeMail, enqueueMail } from '../mail/index';
import { pipelineAnswer } from './pipeline-of';

interface CounselDeps {
  db: Db;
  appUrl: string;
}

/** To an attorney invited to an idea: its reference and where to sign in; never its text. */
function counselInvitationMail(input: {
  submissionId: string;
  invitedBy: string;
  email: string;
  hasAccount: boolean;
  appUrl: string;
}) {
  const reference = submissionReference(input.submissionId);
  return composeMail({
    kind: 'counsel-invitation',
    subject: `You are invited to review disclosure ${reference}`,
    paragraphs: [
      `${input.invitedBy} of the ${company.name} invited you, as outside patent counsel, to review invention disclosure ${reference} and give your patentability opinion.`,
      'For confidentiality the disclosure is not in this email. Sign in with two-factor sign-in to read it.',
    ],
    action: { label: 'Open your invitations', url: `${input.appUrl}/counsel` },
    notes: input.hasAccount
      ? []
      : [
          `If you have no account yet, register with this address (${input.email}) first: ${input.appUrl}/register. The disclosure is shown only to an account with this address.`,
        ],
  });
}

/**
 * Gives an account the counsel role, audited, unless it holds another: staff read ideas as
 * staff, and an inventor's account turns counsel only when an admin invites that address.
 */
async function grantCounselRole(tx: Tx, actor: Actor, email: string, request: RequestInfo) {
  const [account] = await tx
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.email, email))
    .for('update');
  if (!account) return { hasAccount: false, granted: false };
  if (account.role === 'admin' || account.role === 'reviewer')
    throw new AppError('conflict', pipelineMessages.counselIsStaff, { field: 'email' });
  if (account.role === 'counsel') return { hasAccount: true, granted: false };
  await tx
    .update(users)
    .set({ role: 'counsel', updatedAt: sql`now()` })
    .where(eq(users.id, account.id));
  await recordAudit(tx, {
    action: 'user.role_changed',
    actor,
    target: { type: 'user', id: account.id },
    ...request,
    details: { email, from: account.role, to: 'counsel' },
  });
  return { hasAccount: true, granted: true };
}

/**
 * Invites an outside attorney to a sent idea by address, mailed, audited. Their account (or the
 * one they register with that address) gets the counsel role; they read the idea once signed in
 * with their second factor. Inviting an address already invited is refused, also when two
 * admins do it at once.
 */
export async function inviteCounsel(
  deps: CounselDeps,
  actor: Actor,
  id: string,
  input: InviteCounselInput & { email: string },
  request: RequestInfo,
) {
  try {
    return await deps.db.transaction(async (tx) => {
      const submission = await submissionFor(tx, actor, id, 'manage', {
        from: 'staff',
        forUpdate: true,
      });
      const { hasAccount, granted } = await grantCounselRole(tx, actor, input.email, request);
      const [invitation] = await tx
        .insert(counselInvitations)
        .values({
          submissionId: id,
          email: input.email,
          name: input.name ?? '',
          invitedBy: actor.id,
        })
        .returning();
      await recordAudit(tx, {
        action: 'pipeline.counsel_invited',
        actor,
        target: { type: 'submission', id },
        ...request,
        details: { invitationId: invitation!.id, email: input.email, roleGranted: granted },
      });
      await enqueueMail(tx, {
        to: input.email,
        ...counselInvitationMail({
          submissionId: id,
          invitedBy: actor.email,
          email: input.email,
          hasAccount,
          appUrl: deps.appUrl,
        }),
      });
      return pipelineAnswer(tx, actor, submission);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'counsel_invitations_open_idx'))
      throw new AppError('conflict', pipelineMessages.counselAlreadyInvited, { field: 'email' });
    throw error;
  }
}

/** Ends an invitation: the attorney's next request for the idea is told it does not exist. */
export async function revokeCounsel(
  deps: CounselDeps,
  actor: Actor,
  id: string,
  invitationId: string,
  request: RequestInfo,
) {
  return deps.db.transaction(async (tx) => {
    const submission = await submissionFor(tx, actor, id, 'manage', { from: 'staff' });
    const [revoked] = await tx
      .update(counselInvitations)
      .set({ revokedAt: sql`now()`, revokedBy: actor.id })
      .where(
        and(
          eq(counselInvitations.id, invitationId),
          eq(counselInvitations.submissionId, id),
          isNull(counselInvitations.revokedAt),
        ),
      )
      .returning();
    if (!revoked) throw new AppError('not_found', pipelineMessages.invitationNotFound);
    await recordAudit(tx, {
      action: 'pipeline.counsel_revoked',
      actor,
      target: { type: 'submission', id },
      ...request,
      details: { invitationId, email: revoked.email },
    });
    return pipelineAnswer(tx, actor, submission);
  });
}

/**
 * At registration: an address an admin invited as counsel makes the account counsel. The role
 * is of no use until the address is confirmed (the access rule asks for it).
 */
export async function counselRoleAtSignUp(db: Db, user: { id: string; email: string }) {
  await db
    .update(users)
    .set({ role: 'counsel' })
    .where(
      and(
        eq(users.id, user.id),
        eq(users.role, 'user'),
        // Written out in full: drizzle names an update's columns without their table.
        sql`exists (select 1 from counsel_invitations ci where ci.email = users.email and ci.revoked_at is null)`,
      ),
    );
}
