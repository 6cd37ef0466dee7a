import { eq } from 'drizzle-orm';
import { attachmentMessages } from '#common/attachments';
import type { Db } from '#server/db/client';
import { attachments } from '#server/db/schema/index';
import { AppError } from '#server/core/app-error';
import type { Actor, RequestInfo } from '#server/core/actor';
import type { Storage } from '#server/providers/storage/storage';
import { recordAudit } from '../audit/index';
import type { Viewpoint } from '#common/access';
import { conversationSubmission, visibleMessage } from './thread';

/**
 * The file on a message, for whoever may read the message: its submitter (never from a note)
 * or staff, whose download is audited as for an idea's own attachment.
 */
export async function messageAttachment(
  deps: { db: Db; storage: Storage },
  actor: Actor,
  submissionId: string,
  messageId: string,
  audience: Viewpoint,
  request: RequestInfo,
) {
  const submission = await conversationSubmission(deps.db, actor, submissionId, audience);
  const message = await visibleMessage(deps.db, submissionId, messageId, audience);
  const [attachment] = message?.attachmentId
    ? await deps.db.select().from(attachments).where(eq(attachments.id, message.attachmentId))
    : [];
  const stored = attachment ? await deps.storage.get(attachment.storageKey) : null;
  if (!attachment || !stored) throw new AppError('not_found', attachmentMessages.missing);
  if (audience === 'staff') {
    await recordAudit(deps.db, {
      action: 'attachment.downloaded',
      actor,
      target: { type: 'submission', id: submissionId },
      ...request,
      details: { attachmentId: attachment.id, ownerId: submission.userId, messageId },
    });
  }
  return { ...stored, fileName: attachment.fileName, contentType: attachment.contentType };
}
