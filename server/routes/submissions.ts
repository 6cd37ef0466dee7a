import { Hono } from 'hono';
import { ATTACHMENT_MAX_BYTES, attachmentMessages } from '#common/attachments';
import { ownUnreadContract } from '#common/contracts/conversation';
import { inventorEvidenceContract, inventorProofContract } from '#common/contracts/proof';
import {
  createSubmissionContract,
  deleteSubmissionContract,
  ownSubmissionsContract,
  submissionAttachmentContract,
  submissionContract,
  submissionFileContract,
  submitDraftContract,
  updateDraftContract,
  uploadAttachmentContract,
} from '#common/contracts/submissions';
import type { InventorsRecord } from '#common/co-inventors';
import { submissionMessages, type SubmissionRecord } from '#common/submissions';
import type { Auth } from '../auth/auth';
import { requireUser } from '../auth/guards';
import { onContract, reply } from '../http/contract-route';
import { sendDownload } from '../http/download';
import { AppError } from '#server/core/app-error';
import { routeLimits } from '../http/limits';
import { rateLimit } from '../http/rate-limit';
import { actorOf, requestInfo, type AppEnv } from '../http/request-context';
import { readUpload } from '../http/upload-body';
import { uuidParam } from '../http/uuid-param';
import { parseBody, parseOptionalBody } from '../http/validate';
import { attestationRoutes } from './co-inventors';
import { conversationRoutes } from './conversation';
import { sendEvidenceBundle } from './evidence-download';
import { proofStatus } from '../services/proof/proof-status';
import { ATTACHMENT_FIELD, storeAttachment } from '../services/attachments/attachments';
import { attachmentJson } from '../services/attachments/resumable-uploads';
import { DRAFT_NOT_FOUND, notFoundMessage } from '../services/access/index';
import { ownUnread } from '../services/conversation/reads';
import { createSubmission } from '../services/submissions/create-submission';
import { deleteSubmission } from '../services/submissions/delete-submission';
import { factsRecord } from '../services/submissions/facts';
import type { Submission, SubmissionDeps } from '../services/submissions/deps';
import { inventorsOf } from '../services/inventors/index';
import { currentPipelineSettings, inventorPipeline } from '../services/pipeline/index';
import type { Db } from '../db/client';
import { getSubmission } from '../services/submissions/get-submission';
import { filesOf, filesOfEach, ideaFileJson } from '../services/submissions/idea-files';
import type { Attachment } from '../services/attachments/index';
import {
  listOwnSubmissions,
  type OwnSubmission,
} from '../services/submissions/list-own-submissions';
import { submissionAttachment } from '../services/submissions/submission-attachment';
import { submitDraft } from '../services/submissions/submit-draft';
import { updateDraft } from '../services/submissions/update-draft';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * A submission as its submitter may see it, field by field: when staff last wrote in the
 * conversation counts their internal notes too, and the evaluation (review count, average
 * score) is staff's alone, so neither is named; reviewers read ideas through the admin routes,
 * blind until they have scored.
 */
export const submissionReply = (
  row: OwnSubmission,
  files: Attachment[],
  targetDays: number,
  inventors: InventorsRecord | null = null,
): SubmissionRecord => ({
  id: row.id,
  userId: row.userId,
  fullName: row.fullName,
  email: row.email,
  jobTitle: row.jobTitle,
  ideaTitle: row.ideaTitle,
  ideaDescription: row.ideaDescription,
  attachmentId: files[0]?.id ?? null,
  attachmentName: row.attachmentName,
  fileCount: row.fileCount,
  attachments: files.map(ideaFileJson),
  status: row.status,
  adminNotes: row.adminNotes,
  agreementId: row.agreementId,
  resubmittedFrom: row.resubmittedFrom,
  createdAt: row.createdAt.toISOString(),
  submittedAt: iso(row.submittedAt),
  updatedAt: row.updatedAt.toISOString(),
  reviewedAt: iso(row.reviewedAt),
  reviewedBy: row.reviewedBy,
  inventorState: row.inventorState,
  facts: factsRecord(row.facts),
  inventorCount: row.inventorCount,
  confirmedCount: row.confirmedCount,
  version: row.version,
  inventors,
  pipeline: inventorPipeline(row, targetDays),
});

/** One idea's answer: with its inventors, which a list leaves out. */
export async function oneSubmissionReply(db: Db, row: Submission) {
  const [files, inventors, settings] = await Promise.all([
    filesOf(db, row.id),
    inventorsOf(db, row),
    currentPipelineSettings(db),
  ]);
  return { submission: submissionReply(row, files, settings.decisionTargetDays, inventors) };
}

/** Ideas and drafts. Everything is the signed-in user's own; admins read any (for review). */
export function submissionRoutes(auth: Auth, deps: SubmissionDeps) {
  const app = new Hono<AppEnv>();
  const base = '/api/submissions';
  const one = (row: Submission) => oneSubmissionReply(deps.db, row);
  app.use(requireUser(auth));

  onContract(app, base, ownSubmissionsContract, async (c) => {
    const rows = await listOwnSubmissions(deps.db, actorOf(c));
    const [files, settings] = await Promise.all([
      filesOfEach(
        deps.db,
        rows.filter((row) => row.fileCount > 0).map((row) => row.id),
      ),
      currentPipelineSettings(deps.db),
    ]);
    return reply(c, ownSubmissionsContract, {
      submissions: rows.map((row) =>
        submissionReply(row, files.get(row.id) ?? [], settings.decisionTargetDays),
      ),
    });
  });

  // Before '/:id', which would take the name for an id.
  onContract(app, base, ownUnreadContract, async (c) =>
    reply(c, ownUnreadContract, await ownUnread(deps.db, actorOf(c))),
  );

  app.route('/', conversationRoutes(deps, 'inventor'));
  app.route('/', attestationRoutes(auth, deps));

  onContract(
    app,
    base,
    createSubmissionContract,
    rateLimit(deps.db, routeLimits.submit),
    async (c) => {
      const input = await parseBody(c, createSubmissionContract.body);
      const { submission, created } = await createSubmission(deps, actorOf(c), input);
      return reply(c, createSubmissionContract, await one(submission), created ? 201 : 200);
    },
  );

  onContract(app, base, submissionContract, async (c) => {
    const id = uuidParam(c, 'id', submissionMessages.notFound);
    return reply(c, submissionContract, await one(await getSubmission(deps.db, id, actorOf(c))));
  });

  onContract(app, base, updateDraftContract, async (c) => {
    const id = uuidParam(c, 'id', DRAFT_NOT_FOUND);
    const input = await parseBody(c, updateDraftContract.body);
    return reply(c, updateDraftContract, await one(await updateDraft(deps, actorOf(c), id, input)));
  });

  onContract(app, base, submitDraftContract, async (c) => {
    const id = uuidParam(c, 'id', DRAFT_NOT_FOUND);
    const { phiAttestation } = await parseOptionalBody(c, submitDraftContract.body);
    return reply(
      c,
      submitDraftContract,
      await one(await submitDraft(deps, actorOf(c), id, phiAttestation)),
    );
  });

  onContract(app, base, deleteSubmissionContract, async (c) => {
    const actor = actorOf(c);
    const id = uuidParam(c, 'id', notFoundMessage(actor, 'delete'));
    await deleteSubmission(deps, actor, id, requestInfo(c));
    return c.body(null, 204);
  });

  onContract(app, base, submissionAttachmentContract, async (c) => {
    const id = uuidParam(c, 'id', submissionMessages.notFound);
    const file = await submissionAttachment(deps, actorOf(c), id, requestInfo(c));
    return sendDownload(c, { ...file, filename: file.fileName });
  });

  onContract(app, base, submissionFileContract, async (c) => {
    const id = uuidParam(c, 'id', submissionMessages.notFound);
    const fileId = uuidParam(c, 'fileId', attachmentMessages.missing);
    const file = await submissionAttachment(deps, actorOf(c), id, requestInfo(c), fileId);
    return sendDownload(c, { ...file, filename: file.fileName });
  });

  /** The submitter's proof of a sent idea: only their own, whatever their role. */
  onContract(
    app,
    base,
    inventorEvidenceContract,
    rateLimit(deps.db, routeLimits.evidence),
    async (c) =>
      sendEvidenceBundle(c, deps, uuidParam(c, 'id', submissionMessages.notFound), 'inventor'),
  );

  onContract(app, base, inventorProofContract, async (c) => {
    const id = uuidParam(c, 'id', submissionMessages.notFound);
    return reply(c, inventorProofContract, await proofStatus(deps, actorOf(c), id, 'inventor'));
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
  onContract(
    app,
    '/api/attachments',
    uploadAttachmentContract,
    rateLimit(deps.db, routeLimits.upload),
    async (c) => {
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
      return reply(c, uploadAttachmentContract, attachmentJson(attachment));
    },
  );
  return app;
}
