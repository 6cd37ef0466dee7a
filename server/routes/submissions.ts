import { Hono } from 'hono';
import { ATTACHMENT_MAX_BYTES, attachmentMessages } from '#common/attachments';
import { createSubmissionSchema, submissionMessages, updateDraftSchema } from '#common/submissions';
import type { Auth } from '../auth/auth';
import { actsAsStaff, requireUser, type AuthVariables } from '../auth/guards';
import { sendDownload } from '../http/download';
import { ApiError } from '../http/errors';
import { rateLimit } from '../http/rate-limit';
import { uuidParam } from '../http/uuid-param';
import { auditRequest } from '../http/audit-request';
import { parseBody } from '../http/validate';
import { AttachmentError, storeAttachment } from '../services/attachments/attachments';
import {
  createSubmission,
  deleteSubmission,
  DRAFT_NOT_FOUND,
  hiddenFromDeletion,
  getSubmission,
  listOwnSubmissions,
  submissionAttachment,
  submitDraft,
  SubmissionError,
  updateDraft,
  type SubmissionDeps,
} from '../services/submissions/submissions';
import { routeLimits } from './limits';

const submissionStatus: Record<SubmissionError['code'], 400 | 403 | 404 | 409> = {
  not_found: 404,
  forbidden: 403,
  agreement_required: 403,
  not_a_draft: 409,
  missing_information: 400,
  conflict: 409,
  invalid_attachment: 400,
};
const attachmentStatus: Record<AttachmentError['code'], 400 | 404 | 413 | 415> = {
  too_large: 413,
  unsupported_type: 415,
  empty: 400,
  not_found: 404,
};

type Variables = AuthVariables & { clientIp: string };

/** Ideas and drafts. Everything is the signed-in user's own; admins read any (for review). */
export function submissionRoutes(auth: Auth, deps: SubmissionDeps) {
  const app = new Hono<{ Variables: Variables }>();
  app.use(requireUser(auth));
  app.onError((error) => {
    if (error instanceof SubmissionError)
      throw new ApiError(submissionStatus[error.code], error.code, error.message);
    if (error instanceof AttachmentError)
      throw new ApiError(attachmentStatus[error.code], error.code, error.message);
    throw error;
  });
  const actorOf = (c: { get(key: 'user'): Variables['user'] }) => {
    const user = c.get('user');
    return { id: user.id, email: user.email, isAdmin: actsAsStaff(user) };
  };

  app.get('/', async (c) =>
    c.json({ submissions: await listOwnSubmissions(deps.db, c.get('user').id) }),
  );

  app.post('/', rateLimit(deps.db, routeLimits.submit), async (c) => {
    const input = await parseBody(c, createSubmissionSchema);
    const { submission, created } = await createSubmission(deps, actorOf(c), input);
    return c.json({ submission }, created ? 201 : 200);
  });

  app.get('/:id', async (c) => {
    const id = uuidParam(c, 'id', submissionMessages.notFound);
    return c.json({ submission: await getSubmission(deps.db, id, actorOf(c)) });
  });

  app.patch('/:id', async (c) => {
    const id = uuidParam(c, 'id', DRAFT_NOT_FOUND);
    const input = await parseBody(c, updateDraftSchema);
    return c.json({ submission: await updateDraft(deps, actorOf(c), id, input) });
  });

  app.post('/:id/submit', async (c) => {
    const id = uuidParam(c, 'id', DRAFT_NOT_FOUND);
    return c.json({ submission: await submitDraft(deps, actorOf(c), id) });
  });

  app.delete('/:id', async (c) => {
    const actor = actorOf(c);
    const id = uuidParam(c, 'id', hiddenFromDeletion(actor).message);
    await deleteSubmission(deps, actor, id, auditRequest(c));
    return c.body(null, 204);
  });

  app.get('/:id/attachment', async (c) => {
    const id = uuidParam(c, 'id', submissionMessages.notFound);
    const file = await submissionAttachment(deps, actorOf(c), id, auditRequest(c));
    return sendDownload(c, { ...file, filename: file.fileName });
  });

  return app;
}

/**
 * Uploads: the file's bytes as the body, its name in X-File-Name. The size is enforced while
 * reading and the type decided from the bytes.
 */
export function attachmentRoutes(auth: Auth, deps: SubmissionDeps) {
  const app = new Hono<{ Variables: Variables }>();
  app.use(requireUser(auth));
  app.post('/', rateLimit(deps.db, routeLimits.upload), async (c) => {
    const declared = Number(c.req.header('content-length') ?? 0);
    if (declared > ATTACHMENT_MAX_BYTES)
      throw new ApiError(413, 'too_large', attachmentMessages.tooLarge);
    const body = c.req.raw.body;
    if (!body) throw new ApiError(400, 'empty', attachmentMessages.unsupported);
    let fileName = 'attachment';
    try {
      fileName = decodeURIComponent(c.req.header('x-file-name') ?? fileName);
    } catch {
      // a malformed name is replaced, not fatal
    }
    try {
      const attachment = await storeAttachment(deps, c.get('user').id, { fileName, body });
      return c.json(
        {
          attachment: {
            id: attachment.id,
            name: attachment.fileName,
            size: attachment.sizeBytes,
            contentType: attachment.contentType,
          },
        },
        201,
      );
    } catch (error) {
      if (error instanceof AttachmentError)
        throw new ApiError(attachmentStatus[error.code], error.code, error.message);
      throw error;
    }
  });
  return app;
}
