import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { attachmentMessages } from '#common/attachments';
import type { Viewpoint } from '#common/access';
import {
  conversationTexts,
  type AuthorRole,
  type InventorState,
  type MessageKind,
  type MessageRecord,
  type StaffMessageInput,
} from '#common/conversation';
import type { Db, Tx } from '#server/db/client';
import { isUniqueViolation } from '#server/db/errors';
import {
  attachments,
  conversationMessages as m,
  profiles,
  submissions,
  users,
} from '#server/db/schema/index';
import { AppError } from '#server/core/app-error';
import type { Actor, RequestInfo } from '#server/core/actor';
import { reviewersWhoRead } from '../access/index';
import { recordAudit } from '../audit/index';
import { listStaff } from '../admin/index';
import { attachmentInUse } from '../attachments/index';
import { publishConversationEvent } from './events';
import { queueConversationNotice } from './notice-mail';
import { mentionedIn } from '#common/mentions';
import { advanceReadMark } from './reads';
import { conversationSubmission, toMessageRecord, visibleMessage, type Submission } from './thread';

export interface ConversationDeps {
  db: Db;
  staffEmail: string | undefined;
  /** The portal's public address, for links in mail. */
  appUrl: string;
}

/** How a message's author is recorded: the submitter, or staff. */
const authorRoleOf = (audience: Viewpoint): AuthorRole =>
  audience === 'staff' ? 'staff' : 'submitter';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const attachmentMissing = () =>
  new AppError('invalid_attachment', attachmentMessages.missing, { field: 'attachment' });

/** Where a conversation stands once a message of this kind is written. */
function nextState(current: InventorState | null, kind: MessageKind, audience: Viewpoint) {
  if (audience === 'inventor') return 'inventor_replied';
  if (kind === 'request') return 'awaiting_inventor';
  // Staff answering a reply have dealt with it; a note changes nothing the inventor sees.
  if (kind === 'message' && current === 'inventor_replied') return null;
  return current;
}

/** How a staff member without a name is shown: inventors are not given staff addresses. */
const STAFF_WITHOUT_NAME = 'Innovation team';

/** The author's name as the thread shows it: the submitter's profile name, staff's account name. */
async function authorName(tx: Tx, actor: Actor, audience: Viewpoint) {
  const [row] = await tx
    .select({ name: users.name, email: users.email, fullName: profiles.fullName })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, actor.id));
  if (audience === 'staff') return row?.name.trim() || STAFF_WITHOUT_NAME; // never their address
  return (row?.fullName || row?.name)?.trim() || row?.email || actor.email;
}

/**
 * The staff members a note mentions: those it names by id (refused if any is not staff), and
 * those whose `@name` or `@address` it contains. Ordered by address, so notes taking each
 * address's notice lock take them in one order.
 */
async function mentionedStaff(tx: Tx, submissionId: string, ids: string[], text: string) {
  const unique = [...new Set(ids)];
  const staff = await listStaff(tx, submissionId);
  const found = staff.filter((member) => unique.includes(member.id));
  if (found.length !== unique.length) {
    throw new AppError('invalid_mention', conversationTexts.mentionNotStaff, { field: 'mentions' });
  }
  const named = text.includes('@') ? mentionedIn(text, staff) : [];
  const all = new Map([...found, ...named].map((staff) => [staff.id, staff]));
  return [...all.values()].sort((a, b) => a.email.localeCompare(b.email));
}

/** The caller's own stored upload, on no submission and no other message. */
async function freeAttachment(tx: Tx, actor: Actor, attachmentId: string) {
  const [row] = await tx
    .select()
    .from(attachments)
    .where(
      and(
        eq(attachments.id, attachmentId),
        eq(attachments.ownerId, actor.id),
        sql`not ${attachmentInUse(attachments.id)}`,
      ),
    )
    // Held until the message is written: a removal of the upload waits, then finds it in use.
    .for('share');
  if (!row) throw attachmentMissing();
  return row;
}

/**
 * The first result of a send under this id on this submission, when it was this very message:
 * by the same author, through the same side, with the same kind, text and file. Anything else
 * under an id used on the submission is refused, never answered with what was sent before. An
 * id is the client's, so it names a message within one submission only: the same id on
 * another idea is another message.
 */
async function earlierSend(
  tx: Tx,
  actor: Actor,
  submissionId: string,
  audience: Viewpoint,
  sent: { id: string; kind: MessageKind; text: string; attachmentId: string | null },
) {
  const [row] = await tx
    .select({ id: m.id })
    .from(m)
    .where(and(eq(m.submissionId, submissionId), eq(m.id, sent.id)));
  if (!row) return null;
  const earlier = await visibleMessage(tx, submissionId, sent.id, audience);
  const same =
    earlier &&
    earlier.authorId === actor.id &&
    earlier.authorRole === authorRoleOf(audience) &&
    earlier.kind === sent.kind &&
    earlier.body === sent.text &&
    earlier.attachmentId === sent.attachmentId;
  if (!same) throw new AppError('conflict', conversationTexts.idInUse);
  return { message: toMessageRecord(earlier, actor), created: false };
}

/** Mails the other side (or the mentioned staff) that there is something new, with a link only. */
async function notify(
  tx: Tx,
  deps: ConversationDeps,
  submission: Submission,
  kind: MessageKind,
  audience: Viewpoint,
  mentioned: { id: string; email: string }[],
  actor: Actor,
) {
  const staffLink = `${deps.appUrl}/admin/submissions/${submission.id}`;
  const item = { submissionId: submission.id, title: submission.ideaTitle, count: 1 };
  if (kind === 'note') {
    for (const staff of mentioned.filter((staff) => staff.id !== actor.id)) {
      await queueConversationNotice(tx, staff.email, { ...item, url: staffLink, mention: true });
    }
    return;
  }
  if (audience === 'inventor') {
    // The staff address, and the reviewers assigned to it: each address once, in one order.
    const reviewers = await tx
      .select({ email: users.email })
      .from(users)
      .where(reviewersWhoRead(submission.id, users.id));
    const addresses = new Map(
      [deps.staffEmail, ...reviewers.map((reviewer) => reviewer.email)]
        .filter((address): address is string => Boolean(address))
        .map((address) => [address.toLowerCase(), address]),
    );
    for (const key of [...addresses.keys()].sort()) {
      await queueConversationNotice(tx, addresses.get(key)!, {
        ...item,
        url: staffLink,
        mention: false,
      });
    }
    return;
  }
  const [owner] = await tx
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, submission.userId));
  if (!owner) return;
  await queueConversationNotice(tx, owner.email, {
    ...item,
    url: `${deps.appUrl}/user-dashboard/my-submissions?submission=${submission.id}`,
    mention: false,
  });
}

/**
 * Adds a message to a sent submission's conversation: the submitter's reply, or staff's message,
 * request for information or internal note. The id is made by the client: sending again under it
 * returns the first result and changes nothing. The message, the conversation's state, the
 * author's read mark, the audit entry, the notices and the event are one transaction.
 */
export async function postMessage(
  deps: ConversationDeps,
  actor: Actor,
  submissionId: string,
  input: StaffMessageInput,
  audience: Viewpoint,
  request: RequestInfo,
): Promise<{ message: MessageRecord; created: boolean }> {
  const kind: MessageKind = audience === 'inventor' ? 'message' : (input.kind ?? 'message');
  if (kind !== 'note' && input.mentions?.length) {
    throw new AppError('invalid_mention', 'Only internal notes can mention staff members.', {
      field: 'mentions',
    });
  }
  try {
    return await deps.db.transaction(async (tx) => {
      const submission = await conversationSubmission(tx, actor, submissionId, audience, true);
      const sent = {
        id: input.id,
        kind,
        text: input.text,
        attachmentId: input.attachmentId ?? null,
      };
      const first = () => earlierSend(tx, actor, submissionId, audience, sent);
      const earlier = await first();
      if (earlier) return earlier;
      const attachment = input.attachmentId
        ? await freeAttachment(tx, actor, input.attachmentId)
        : null;
      const mentioned =
        kind === 'note'
          ? await mentionedStaff(tx, submissionId, input.mentions ?? [], input.text)
          : [];
      const [row] = await tx
        .insert(m)
        .values({
          id: input.id,
          submissionId,
          authorId: actor.id,
          authorName: await authorName(tx, actor, audience),
          authorRole: authorRoleOf(audience),
          kind,
          body: input.text,
          // Taken under the submission's lock, so messages on one idea are timed in the order
          // they commit and a read mark never passes one still being written.
          createdAt: sql`clock_timestamp()`,
          attachmentId: attachment?.id ?? null,
          attachmentName: attachment?.fileName ?? null,
          mentions: mentioned.map(({ id, name, email, role }) => ({
            id,
            name: name.trim() || email,
            role,
          })),
        })
        .onConflictDoNothing({ target: [m.submissionId, m.id] })
        .returning();
      if (!row) {
        // The same send arrived twice at once; the other one stands.
        const again = await first();
        if (again) return again;
        throw new AppError('conflict', conversationTexts.idInUse);
      }
      await tx
        .update(submissions)
        .set({
          lastMessageAt: row.createdAt,
          inventorState: nextState(submission.inventorState, kind, audience),
          updatedAt: sql`${submissions.updatedAt}`,
        })
        .where(eq(submissions.id, submissionId));
      await advanceReadMark(tx, actor.id, submissionId, row.id);
      await recordAudit(tx, {
        action: 'conversation.message_posted',
        actor,
        target: { type: 'submission', id: submissionId },
        ...request,
        details: {
          messageId: row.id,
          kind,
          authorRole: authorRoleOf(audience),
          textSha256: sha256(row.body),
          attachmentId: row.attachmentId,
          attachmentSha256: attachment?.sha256 ?? null,
          mentions: mentioned.map((staff) => staff.id),
        },
      });
      await notify(tx, deps, submission, kind, audience, mentioned, actor);
      await publishConversationEvent(tx, {
        submissionId,
        ownerId: submission.userId,
        staffOnly: kind === 'note',
      });
      return {
        message: toMessageRecord({ ...row, attachmentSize: attachment?.sizeBytes ?? null }, actor),
        created: true,
      };
    });
  } catch (error) {
    // Two sends racing for one file: the loser is told the file is not available.
    if (isUniqueViolation(error, 'submission_messages_attachment_unique'))
      throw attachmentMissing();
    throw error;
  }
}
