import { Hono } from 'hono';
import { ATTACHMENT_MAX_BYTES, attachmentMessages } from '#common/attachments';
import { createSubmissionSchema, submissionMessages, updateDraftSchema } from '#common/submissions';
import type { Auth } from '../auth/auth';
import { requireUser } from '../auth/guards';
import { sendDownload } from '../http/download';
import { AppError } from '#server/core/app-error';
import { routeLimits } from '../http/limits';
import { rateLimit } from '../http/rate-limit';
import { actorOf, requestInfo, type AppEnv } from '../http/request-context';
import { readUpload } from '../http/upload-body';
import { uuidParam } from '../http/uuid-param';
import { parseBody } from '../http/validate';
import { conversationRoutes } from './conversation';
import { sendEvidenceBundle } from './evidence-download';
import { proofStatus } from '../services/proof/proof-status';
import { ATTACHMENT_FIELD, storeAttachment } from '../services/attachments/attachments';
import { notFoundMessage } from '../services/access/index';
import { ownUnread } from '../services/conversation/reads';
import {
  createSubmission,
  deleteSubmission,
  DRAFT_NOT_FOUND,
  getSubmission,
  listOwnSubmissions,
  submissionAttachment,
  submitDraft,
  updateDraft,
  type Submission,
  type SubmissionDeps,
} from '../services/submissions/submissions';

/**
 * A submission as its submitter may see it: when staff last wrote in the conversation counts
 * their internal notes too, and the evaluation (review count, average score) is staff's alone;
 * reviewers read ideas through the admin routes, blind until they have scored.
 */
const shown = ({
  lastMessageAt: _notes,
  reviewCount: _reviews,
  averageScore: _score,
  ...submission
}: Submission) => submission;

/** Ideas and drafts. Everything is the signed-in user's own; admins read any (for review). */
export function submissionRoutes(auth: Auth, deps: SubmissionDeps) {
  const app = new Hono<AppEnv>();
  app.use(requireUser(auth));

  app.get('/', async (c) =>
    c.json({ submissions: (await listOwnSubmissions(deps.db, actorOf(c))).map(shown) }),
  );

  // Before '/:id', which would take the name for an id.
  app.get('/unread-messages', async (c) => c.json(await ownUnread(deps.db, actorOf(c))));

  app.route('/', conversationRoutes(deps, 'inventor'));

  app.post('/', rateLimit(deps.db, routeLimits.submit), async (c) => {
    const input = await parseBody(c, createSubmissionSchema);
    const { submission, created } = await createSubmission(deps, actorOf(c), input);
    return c.json({ submission: shown(submission) }, created ? 201 : 200);
  });

  app.get('/:id', async (c) => {
    const id = uuidParam(c, 'id', submissionMessages.notFound);
    return c.json({ submission: shown(await getSubmission(deps.db, id, actorOf(c))) });
  });

  app.patch('/:id', async (c) => {
    const id = uuidParam(c, 'id', DRAFT_NOT_FOUND);
    const input = await parseBody(c, updateDraftSchema);
    return c.json({ submission: shown(await updateDraft(deps, actorOf(c), id, input)) });
  });

  app.post('/:id/submit', async (c) => {
    const id = uuidParam(c, 'id', DRAFT_NOT_FOUND);
    return c.json({ submission: shown(await submitDraft(deps, actorOf(c), id)) });
  });

  app.delete('/:id', async (c) => {
    const actor = actorOf(c);
    const id = uuidParam(c, 'id', notFoundMessage(actor, 'delete'));
    await deleteSubmission(deps, actor, id, requestInfo(c));
    return c.body(null, 204);
  });

  app.get('/:id/attachment', async (c) => {
    const id = uuidParam(c, 'id', submissionMessages.notFound);
    const file = await submissionAttachment(deps, actorOf(c), id, requestInfo(c));
    return sendDownload(c, { ...file, filename: file.fileName });
  });

  /** The submitter's proof of a sent idea: only their own, whatever their role. */
  app.get('/:id/evidence', rateLimit(deps.db, routeLimits.evidence), async (c) =>
    sendEvidenceBundle(c, deps, uuidParam(c, 'id', submissionMessages.notFound), 'inventor'),
  );

  app.get('/:id/proof', async (c) => {
    const id = uuidParam(c, 'id', submissionMessages.notFound);
    return c.json(await proofStatus(deps, actorOf(c), id, 'inventor'));
  });

  return app;
}

/**
 * Uploads: the file's bytes as the body, its name in X-File-Name. The size is enforced while
 * reading and the type decided from the bytes.
 */
export function attachmentRoutes(auth: Auth, deps: SubmissionDeps) {
  const app = new Hono<AppEnv>();
  app.use(requireUser(auth));
  app.post('/', rateLimit(deps.db, routeLimits.upload), async (c) => {
    const bytes = await readUpload(c, ATTACHMENT_MAX_BYTES);
    if (!bytes)
      throw new AppError('too_large', attachmentMessages.tooLarge, { field: ATTACHMENT_FIELD });
    let fileName = 'attachment';
    try {
      fileName = decodeURIComponent(c.req.header('x-file-name') ?? fileName);
    } catch {
      // a malformed name is replaced, not fatal
    }
    const attachment = await storeAttachment(deps, c.get('user').id, { fileName, bytes });
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
  });
  return app;
}
