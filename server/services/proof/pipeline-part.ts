import { and, asc, eq, inArray } from 'drizzle-orm';
import { filingTypeLabels, jurisdictionLabels } from '#common/filings';
import { stageLabels } from '#common/pipeline';
import type { Tx } from '#server/db/client';
import {
  patentDecisions,
  patentFilings,
  patentOpinions,
  stageMoves,
  timestampTokens,
} from '#server/db/schema/index';
import { MUTED, type TextWriter, utc } from '#server/lib/pdf/text-writer';
import { sha256Hex } from '#server/lib/sha256';
import type { BundleFacts } from './bundle-facts';
import type { BundleEntry } from './hashed-zip';
import type { TimestampRow } from './timestamps';

const encoder = new TextEncoder();

/** An idea's patent pipeline as its bundle records it (ADR 40). */
export interface PipelineFacts {
  moves: (typeof stageMoves.$inferSelect)[];
  opinions: { row: typeof patentOpinions.$inferSelect; timestamp: TimestampRow | null }[];
  decision: { row: typeof patentDecisions.$inferSelect; timestamp: TimestampRow | null } | null;
  filings: (typeof patentFilings.$inferSelect)[];
}

/** Reads the pipeline of an idea, in the bundle's transaction. */
export async function pipelineFacts(tx: Tx, submissionId: string): Promise<PipelineFacts> {
  const [moves, opinions, decisions, filings] = await Promise.all([
    tx
      .select()
      .from(stageMoves)
      .where(eq(stageMoves.submissionId, submissionId))
      .orderBy(asc(stageMoves.movedAt), asc(stageMoves.id)),
    tx
      .select()
      .from(patentOpinions)
      .where(eq(patentOpinions.submissionId, submissionId))
      .orderBy(asc(patentOpinions.signedAt), asc(patentOpinions.id)),
    tx.select().from(patentDecisions).where(eq(patentDecisions.submissionId, submissionId)),
    tx
      .select()
      .from(patentFilings)
      .where(eq(patentFilings.submissionId, submissionId))
      .orderBy(asc(patentFilings.filedOn), asc(patentFilings.id)),
  ]);
  const ids = [...opinions.map((row) => row.id), ...decisions.map((row) => row.id)];
  const tokens = ids.length
    ? await tx
        .select()
        .from(timestampTokens)
        .where(
          and(
            inArray(timestampTokens.subjectType, ['patent-opinion', 'patent-decision']),
            inArray(timestampTokens.subjectId, ids),
          ),
        )
    : [];
  const tokenOf = (id: string) => tokens.find((token) => token.subjectId === id) ?? null;
  const [decision] = decisions;
  return {
    moves,
    opinions: opinions.map((row) => ({ row, timestamp: tokenOf(row.id) })),
    decision: decision ? { row: decision, timestamp: tokenOf(decision.id) } : null,
    filings,
  };
}

/**
 * The signed opinions' and decision's manifests as the bundle holds them, each with its token:
 * in staff's bundle only. The inventors' bundle lists their hashes, never what was recommended
 * or decided.
 */
export function pipelineSignedFiles(facts: BundleFacts) {
  if (facts.reader === 'inventor') return [];
  const files = facts.pipeline.opinions.map(({ row, timestamp }, i) => ({
    sha256: row.manifestSha256,
    timestamp,
    data: `pipeline/opinion-${i + 1}.json`,
    token: `timestamps/opinion-${i + 1}.tsr`,
  }));
  const { decision } = facts.pipeline;
  if (decision)
    files.push({
      sha256: decision.row.manifestSha256,
      timestamp: decision.timestamp,
      data: 'pipeline/decision.json',
      token: 'timestamps/decision.tsr',
    });
  return files.filter((file) => file.timestamp?.document);
}

export type PipelineSignedFile = ReturnType<typeof pipelineSignedFiles>[number];

/**
 * `pipeline/pipeline.json`: the stages in order (staff read each move's reason; the inventors
 * its hash), the signed opinions and decision by their manifests' hashes, and the filings.
 */
export function pipelineEntries(facts: BundleFacts, signed: PipelineSignedFile[]): BundleEntry[] {
  const { moves, opinions, decision, filings } = facts.pipeline;
  if (!moves.length && !opinions.length && !decision && !filings.length) return [];
  const staff = facts.reader !== 'inventor';
  const document = {
    submissionId: facts.submission.id,
    stage: facts.submission.stage,
    moves: moves.map((move) => ({
      from: move.fromStage,
      to: move.toStage,
      at: move.movedAt.toISOString(),
      ...(staff ? { by: move.movedByName, reason: move.reason } : {}),
      reasonSha256: sha256Hex(move.reason),
    })),
    opinions: opinions.map(({ row }) => ({
      signedAt: row.signedAt.toISOString(),
      manifestSha256: row.manifestSha256,
      superseded: row.supersededBy !== null,
      ...(staff ? { printedName: row.printedName, meaning: row.meaning } : {}),
    })),
    decision: decision
      ? {
          decidedAt: decision.row.decidedAt.toISOString(),
          manifestSha256: decision.row.manifestSha256,
          ...(staff
            ? { printedName: decision.row.printedName, meaning: decision.row.meaning }
            : {}),
        }
      : null,
    filings: filings.map((filing) => ({
      jurisdiction: filing.jurisdiction,
      type: filing.filingType,
      applicationNumber: filing.applicationNumber,
      filedOn: filing.filedOn,
    })),
  };
  return [
    {
      path: 'pipeline/pipeline.json',
      open: async () => encoder.encode(`${JSON.stringify(document, null, 2)}\n`),
    },
    ...signed.map((file) => ({
      path: file.data,
      open: async () => encoder.encode(file.timestamp!.document!),
    })),
  ];
}

/** The signed files whose timestamps were granted, for step 5 of VERIFY.txt to check. */
export const grantedPipelineFiles = (files: PipelineSignedFile[]) =>
  files
    .filter(({ timestamp }) => timestamp?.state === 'granted' && timestamp.response)
    .map((file) => ({ row: file.timestamp as TimestampRow, data: file.data, token: file.token }));

/** The pipeline on paper: the stages, the signatures by hash, and the filings. */
export function pipelinePdfSection(w: TextWriter, facts: BundleFacts) {
  const { moves, opinions, decision, filings } = facts.pipeline;
  if (!moves.length && !opinions.length && !decision && !filings.length) return;
  const staff = facts.reader !== 'inventor';
  w.space(6);
  w.heading('Patent pipeline');
  for (const move of moves)
    w.fieldLines(
      utc(move.movedAt),
      `${move.fromStage ? stageLabels[move.fromStage] : 'Approved'} to ${stageLabels[move.toStage]}${staff ? `, by ${move.movedByName}: ${move.reason}` : ''}`,
    );
  opinions.forEach(({ row }, i) => {
    w.fieldLines(
      `Opinion ${i + 1}${row.supersededBy ? ' (superseded)' : ''}`,
      staff
        ? `Signed by ${row.printedName} on ${utc(row.signedAt)}: "${row.meaning}"`
        : `Signed on ${utc(row.signedAt)}`,
    );
    w.field('SHA-256 of its manifest', row.manifestSha256);
  });
  if (decision) {
    w.fieldLines(
      'Decision',
      staff
        ? `Signed by ${decision.row.printedName} on ${utc(decision.row.decidedAt)}: "${decision.row.meaning}"`
        : `Signed on ${utc(decision.row.decidedAt)}`,
    );
    w.field('SHA-256 of its manifest', decision.row.manifestSha256);
  }
  for (const filing of filings)
    w.fieldLines(
      'Filing',
      `${jurisdictionLabels[filing.jurisdiction]}, ${filingTypeLabels[filing.filingType]} ${filing.applicationNumber}, filed ${filing.filedOn}`,
    );
  if (!staff && (opinions.length || decision))
    w.text(
      'The opinions and the decision are shown by the hashes of their signed manifests; their content stays with the company.',
      { size: 9, color: MUTED },
    );
}
