import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { inventorMessages } from '#common/co-inventors';
import { opinionMeaning, pipelineMessages, type OpinionInput } from '#common/pipeline';
import { submissionReference } from '#common/submissions';
import type { Reauthenticate } from '#server/auth/reauthenticate';
import type { Actor, RequestInfo } from '#server/core/actor';
import { AppError } from '#server/core/app-error';
import type { Db, Tx } from '#server/db/client';
import { opinionFiles, patentOpinions } from '#server/db/schema/index';
import { submissionFor } from '../access/index';
import { recordAudit } from '../audit/index';
import { enqueueTimestamp, opinionManifest, timestampOf } from '../proof/index';
import { checkedOpinionFiles } from './opinion-files';
import { pipelineAnswer } from './pipeline-of';
import { printedNameOf } from './signer';

export interface SigningDeps {
  db: Db;
  appUrl: string;
  reauthenticate: Reauthenticate;
}

/** The idea, once the actor may give an opinion on it and one is still wanted. */
async function openForOpinion(tx: Tx, actor: Actor, id: string, forUpdate = false) {
  const submission = await submissionFor(tx, actor, id, 'opine', { from: 'staff', forUpdate });
  if (submission.decidedAt || submission.stage === 'filed' || submission.stage === 'closed')
    throw new AppError('conflict', pipelineMessages.opinionClosed);
  return submission;
}

/**
 * Signs a patentability opinion: final once written, and the one in force until a later one
 * supersedes it (both stay, the earlier marked). The signer's password (and code) is asked
 * again first (21 CFR 11.200) and the meaning they sign is printed with it (11.50). Its
 * manifest, over the disclosure's, is timestamped; the opinion, its files, the superseding
 * mark, the timestamp request and the audit entry are one transaction.
 */
export async function writeOpinion(
  deps: SigningDeps,
  actor: Actor,
  id: string,
  input: OpinionInput,
  request: RequestInfo,
) {
  await deps.db.transaction((tx) => openForOpinion(tx, actor, id));
  await deps.reauthenticate(actor, { password: input.password, code: input.code });
  return deps.db.transaction(async (tx) => {
    const submission = await openForOpinion(tx, actor, id, true);
    const disclosure = await timestampOf(tx, 'submission-manifest', id);
    if (!disclosure) throw new AppError('conflict', inventorMessages.notSentYet);
    const files = await checkedOpinionFiles(tx, actor.id, input.attachmentIds ?? []);
    const [current] = await tx
      .select({ id: patentOpinions.id })
      .from(patentOpinions)
      .where(and(eq(patentOpinions.submissionId, id), isNull(patentOpinions.supersededBy)));
    const opinionId = randomUUID();
    const signedAt = new Date();
    const printedName = await printedNameOf(tx, actor);
    const meaning = opinionMeaning(submissionReference(id), input.recommendation);
    const manifest = opinionManifest({
      opinionId,
      submissionId: id,
      disclosureManifestSha256: disclosure.sha256,
      recommendation: input.recommendation,
      reasoning: input.reasoning,
      files: files.map((file) => ({
        name: file.fileName,
        size: file.sizeBytes ?? 0,
        sha256: file.sha256 ?? '',
      })),
      supersedes: current?.id ?? null,
      signer: { userId: actor.id, printedName, email: actor.email },
      meaning,
      signedAt,
    });
    await tx.insert(patentOpinions).values({
      id: opinionId,
      submissionId: id,
      authorId: actor.id,
      recommendation: input.recommendation,
      reasoning: input.reasoning,
      printedName,
      meaning,
      signedAt,
      manifestSha256: manifest.sha256,
    });
    if (files.length)
      await tx
        .insert(opinionFiles)
        .values(files.map((file, position) => ({ opinionId, attachmentId: file.id, position })));
    if (current)
      await tx
        .update(patentOpinions)
        .set({ supersededBy: opinionId })
        .where(eq(patentOpinions.id, current.id));
    await enqueueTimestamp(tx, {
      subjectType: 'patent-opinion',
      subjectId: opinionId,
      ...manifest,
    });
    await recordAudit(tx, {
      action: 'pipeline.opinion_signed',
      actor,
      target: { type: 'submission', id },
      ...request,
      details: {
        opinionId,
        recommendation: input.recommendation,
        manifestSha256: manifest.sha256,
        supersedes: current?.id ?? null,
      },
    });
    return pipelineAnswer(tx, actor, submission);
  });
}
