import { Hono } from 'hono';
import { attachmentMessages } from '#common/attachments';
import {
  counselDisclosureContract,
  counselEvidenceContract,
  counselFileContract,
  counselProofContract,
  docketContract,
  docketCsvContract,
  docketIcsContract,
  markDeadlineContract,
  recordFilingContract,
  inviteCounselContract,
  moveStageContract,
  opinionFileContract,
  pipelineContract,
  pipelineIdeasContract,
  pipelineSettingsContract,
  recordDecisionContract,
  revokeCounselContract,
  savePipelineSettingsContract,
  shareNoteContract,
  unshareNoteContract,
  writeOpinionContract,
} from '#common/contracts/pipeline';
import { adminMessages } from '#common/admin-messages';
import { docketMessages } from '#common/docket';
import { pipelineMessages } from '#common/pipeline';
import { AppError } from '#server/core/app-error';
import type { Auth } from '../auth/auth';
import { adminOnly, requireAdminOrCounsel } from '../auth/guards';
import { reauthenticator } from '../auth/reauthenticate';
import { onContract, reply } from '../http/contract-route';
import { sendDownload } from '../http/download';
import { routeLimits } from '../http/limits';
import { rateLimit } from '../http/rate-limit';
import { actorOf, requestInfo, type AppEnv } from '../http/request-context';
import { uuidParam } from '../http/uuid-param';
import { parseBody } from '../http/validate';
import { submissionFor } from '../services/access/index';
import { docketCalendar, docketCsv, docketFor } from '../services/docket/index';
import { markDeadline } from '../services/docket/mark-deadline';
import { recordFiling } from '../services/docket/record-filing';
import { inviteCounsel, revokeCounsel } from '../services/pipeline/counsel';
import { moveStage } from '../services/pipeline/move-stage';
import { opinionFile } from '../services/pipeline/opinion-file';
import { pipelineIdeas, pipelineOf } from '../services/pipeline/pipeline-of';
import { recordDecision } from '../services/pipeline/record-decision';
import {
  currentPipelineSettings,
  savePipelineSettings,
  toPipelineSettings,
} from '../services/pipeline/settings';
import { setNoteShared } from '../services/pipeline/shared-notes';
import { writeOpinion } from '../services/pipeline/write-opinion';
import { proofStatus } from '../services/proof/proof-status';
import { submissionAttachment } from '../services/submissions/submission-attachment';
import type { SubmissionDeps } from '../services/submissions/deps';
import type { Db } from '../db/client';
import { sendEvidenceBundle } from './evidence-download';
import { oneSubmissionReply } from './submissions';

const NOT_FOUND = adminMessages.submissionNotFound.message;

/**
 * The patent pipeline (ADR 40), mounted at /api/pipeline: admins and the outside counsel
 * invited to an idea, each with their second factor. Who reaches which idea, and what they may
 * do with it, is the one access rule's: counsel see only their invitations and answer nothing
 * else but "not found"; stages, counsel, notes and decisions are an admin's.
 */
export function pipelineRoutes(auth: Auth, deps: SubmissionDeps) {
  const app = new Hono<AppEnv>();
  const base = '/api/pipeline';
  const signing = { ...deps, reauthenticate: reauthenticator(auth, deps.db) };
  const ideaId = (c: Parameters<typeof uuidParam>[0]) => uuidParam(c, 'id', NOT_FOUND);
  app.use(requireAdminOrCounsel(auth));

  onContract(app, base, pipelineIdeasContract, async (c) =>
    reply(c, pipelineIdeasContract, { ideas: await pipelineIdeas(deps.db, actorOf(c)) }),
  );
  onContract(app, base, pipelineContract, async (c) =>
    reply(c, pipelineContract, await pipelineOf(deps.db, actorOf(c), ideaId(c))),
  );
  onContract(app, base, counselDisclosureContract, async (c) => {
    const row = await submissionFor(deps.db, actorOf(c), ideaId(c), 'read', { from: 'staff' });
    return reply(c, counselDisclosureContract, await oneSubmissionReply(deps.db, row));
  });
  onContract(app, base, counselFileContract, async (c) => {
    const id = ideaId(c);
    const fileId = uuidParam(c, 'fileId', attachmentMessages.missing);
    const actor = actorOf(c);
    await submissionFor(deps.db, actor, id, 'read', { from: 'staff' });
    const file = await submissionAttachment(deps, actor, id, requestInfo(c), fileId);
    return sendDownload(c, { ...file, filename: file.fileName });
  });
  onContract(app, base, counselProofContract, async (c) =>
    reply(c, counselProofContract, await proofStatus(deps, actorOf(c), ideaId(c), 'staff')),
  );
  onContract(
    app,
    base,
    counselEvidenceContract,
    rateLimit(deps.db, routeLimits.evidence),
    async (c) => sendEvidenceBundle(c, deps, ideaId(c), 'staff'),
  );
  onContract(app, base, opinionFileContract, async (c) => {
    const file = await opinionFile(
      deps,
      actorOf(c),
      ideaId(c),
      uuidParam(c, 'opinionId', attachmentMessages.missing),
      uuidParam(c, 'fileId', attachmentMessages.missing),
      requestInfo(c),
    );
    return sendDownload(c, { ...file, filename: file.fileName });
  });
  onContract(app, base, writeOpinionContract, async (c) => {
    const input = await parseBody(c, writeOpinionContract.body);
    const pipeline = await writeOpinion(signing, actorOf(c), ideaId(c), input, requestInfo(c));
    return reply(c, writeOpinionContract, pipeline, 201);
  });

  onContract(app, base, docketContract, async (c) =>
    reply(c, docketContract, { deadlines: await docketFor(deps.db, actorOf(c)) }),
  );
  onContract(app, base, docketCsvContract, async (c) => {
    const csv = docketCsv(await docketFor(deps.db, actorOf(c)), deps.appUrl);
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="docket.csv"',
      'Cache-Control': 'private, no-store',
    });
  });
  onContract(app, base, docketIcsContract, async (c) => {
    const ics = docketCalendar(await docketFor(deps.db, actorOf(c)), deps.appUrl);
    return c.body(ics, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'attachment; filename="docket.ics"',
      'Cache-Control': 'private, no-store',
    });
  });

  // An admin's alone, below: the access rule refuses counsel the idea's `manage` as well.
  onContract(app, base, recordFilingContract, adminOnly, async (c) => {
    const input = await parseBody(c, recordFilingContract.body);
    const actor = actorOf(c);
    await recordFiling(deps, actor, ideaId(c), input, requestInfo(c));
    return reply(c, recordFilingContract, await pipelineOf(deps.db, actor, ideaId(c)), 201);
  });
  onContract(app, base, markDeadlineContract, adminOnly, async (c) => {
    const key = c.req.param('key') ?? '';
    if (!/^[\w:-]{1,100}$/.test(key))
      throw new AppError('not_found', docketMessages.deadlineNotFound);
    const input = await parseBody(c, markDeadlineContract.body);
    const actor = actorOf(c);
    await markDeadline(deps.db, actor, ideaId(c), key, input, requestInfo(c));
    return reply(c, markDeadlineContract, await pipelineOf(deps.db, actor, ideaId(c)));
  });
  onContract(app, base, moveStageContract, adminOnly, async (c) => {
    const input = await parseBody(c, moveStageContract.body);
    return reply(
      c,
      moveStageContract,
      await moveStage(deps, actorOf(c), ideaId(c), input, requestInfo(c)),
    );
  });
  onContract(app, base, recordDecisionContract, adminOnly, async (c) => {
    const input = await parseBody(c, recordDecisionContract.body);
    const pipeline = await recordDecision(signing, actorOf(c), ideaId(c), input, requestInfo(c));
    return reply(c, recordDecisionContract, pipeline, 201);
  });
  onContract(app, base, inviteCounselContract, adminOnly, async (c) => {
    const input = await parseBody(c, inviteCounselContract.body);
    const pipeline = await inviteCounsel(deps, actorOf(c), ideaId(c), input, requestInfo(c));
    return reply(c, inviteCounselContract, pipeline, 201);
  });
  onContract(app, base, revokeCounselContract, adminOnly, async (c) => {
    const invitationId = uuidParam(c, 'invitationId', pipelineMessages.invitationNotFound);
    return reply(
      c,
      revokeCounselContract,
      await revokeCounsel(deps, actorOf(c), ideaId(c), invitationId, requestInfo(c)),
    );
  });
  for (const [contract, shared] of [
    [shareNoteContract, true],
    [unshareNoteContract, false],
  ] as const)
    onContract(app, base, contract, adminOnly, async (c) => {
      const messageId = uuidParam(c, 'messageId', pipelineMessages.noteNotFound);
      return reply(
        c,
        contract,
        await setNoteShared(deps.db, actorOf(c), ideaId(c), messageId, shared, requestInfo(c)),
      );
    });
  return app;
}

/** Settings: the decision clock's target; mounted under /api/admin, admins only. */
export function pipelineSettingRoutes(db: Db) {
  const app = new Hono<AppEnv>();
  const base = '/api/admin';
  onContract(app, base, pipelineSettingsContract, adminOnly, async (c) =>
    reply(c, pipelineSettingsContract, toPipelineSettings(await currentPipelineSettings(db))),
  );
  onContract(app, base, savePipelineSettingsContract, adminOnly, async (c) => {
    const input = await parseBody(c, savePipelineSettingsContract.body);
    return reply(
      c,
      savePipelineSettingsContract,
      await savePipelineSettings(db, actorOf(c), input, requestInfo(c)),
    );
  });
  return app;
}
