import { and, asc, eq, sql } from 'drizzle-orm';
import {
  evaluationTexts,
  scorecardMeaning,
  type EvaluationResponse,
  type EvaluationSummary,
  type ScorecardRecord,
  type SubmitScorecardInput,
} from '#common/evaluation';
import type { CriterionScore, Recommendation } from '#common/evaluation-shape';
import type { Db } from '#server/db/client';
import { isUniqueViolation } from '#server/db/errors';
import { assignments as a, scorecards, submissions as s, users } from '#server/db/schema/index';
import { AppError } from '#server/core/app-error';
import type { Actor, RequestInfo } from '#server/core/actor';
import type { Reauthenticate } from '#server/auth/reauthenticate';
import { recordAudit } from '../audit/index';
import { nameWithoutAddress } from '../admin/index';
import { requireAccess } from '../access/index';
import { assignmentsOf } from './assignments';
import { currentCriteria, toCriterion } from './criteria';

/** Σ score × weight ÷ Σ weight, to three places as stored. */
export function weightedScore(scores: Pick<CriterionScore, 'score' | 'weight'>[]): number {
  const weight = scores.reduce((sum, score) => sum + score.weight, 0);
  const total = scores.reduce((sum, score) => sum + score.score * score.weight, 0);
  return Math.round((total / weight) * 1000) / 1000;
}

/**
 * Submits the reader's scorecard on a submission assigned to them: every active criterion of
 * the current version scored 1–5, and a recommendation. Final once sent; the submission's
 * review count and average are updated in the same transaction, and the scorecard audited.
 */
export async function submitScorecard(
  db: Db,
  actor: Actor,
  submissionId: string,
  readInput: () => Promise<SubmitScorecardInput>,
  request: RequestInfo,
  reauthenticate: Reauthenticate,
): Promise<ScorecardRecord> {
  // Refused before the body is read: a caller who may not score it never has it looked at.
  await requireAccess(db, actor, submissionId, 'review', 'staff');
  const input = await readInput();
  // Final once sent, so signed: the reviewer proves who they are again first (21 CFR 11.200).
  const signerCheck = await reauthenticate(actor, input);
  try {
    return await db.transaction(async (tx) => {
      const [assignment] = await tx
        .select({ declinedAt: a.declinedAt })
        .from(a)
        .where(and(eq(a.submissionId, submissionId), eq(a.reviewerId, actor.id)))
        .for('update');
      if (!assignment || assignment.declinedAt)
        throw new AppError('invalid_input', evaluationTexts.notAssigned);
      // The submission's row is locked: cards on one idea update its average one at a time.
      await tx.select({ id: s.id }).from(s).where(eq(s.id, submissionId)).for('update');
      const [earlier] = await tx
        .select({ id: scorecards.id })
        .from(scorecards)
        .where(and(eq(scorecards.submissionId, submissionId), eq(scorecards.reviewerId, actor.id)));
      if (earlier) throw new AppError('conflict', evaluationTexts.alreadyScored);

      const current = await currentCriteria(tx);
      if (input.criteriaVersion !== current.version)
        throw new AppError('conflict', evaluationTexts.criteriaChanged, {
          field: 'criteriaVersion',
        });
      const active = current.criteria.filter((criterion) => criterion.active);
      const given = new Map(input.scores.map((score) => [score.criterionId, score]));
      for (const score of input.scores) {
        if (!active.some((criterion) => criterion.id === score.criterionId))
          throw new AppError('invalid_input', evaluationTexts.unknownCriterion, {
            field: 'scores',
          });
      }
      if (given.size !== input.scores.length || active.some((c) => !given.has(c.id)))
        throw new AppError('invalid_input', evaluationTexts.scoreEveryCriterion, {
          field: 'scores',
        });
      const scores: CriterionScore[] = active.map((criterion) => ({
        criterionId: criterion.id,
        name: criterion.name,
        weight: criterion.weight,
        score: given.get(criterion.id)!.score,
        comment: given.get(criterion.id)!.comment || null,
      }));
      const [reviewer] = await tx
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, actor.id));
      const [card] = await tx
        .insert(scorecards)
        .values({
          submissionId,
          reviewerId: actor.id,
          reviewerName: reviewer?.name.trim() || actor.email,
          criteriaVersion: current.version,
          scores,
          weightedScore: weightedScore(scores),
          recommendation: input.recommendation as Recommendation,
          comment: input.comment || null,
        })
        .returning();
      await tx
        .update(s)
        .set({
          reviewCount: sql`(select count(*)::int from ${scorecards} where ${scorecards.submissionId} = ${submissionId})`,
          averageScore: sql`(select round(avg(${scorecards.weightedScore}), 3) from ${scorecards} where ${scorecards.submissionId} = ${submissionId})`,
          updatedAt: sql`${s.updatedAt}`,
        })
        .where(eq(s.id, submissionId));
      await recordAudit(tx, {
        action: 'scorecard.submitted',
        actor,
        target: { type: 'submission', id: submissionId },
        ...request,
        details: {
          scorecardId: card!.id,
          criteriaVersion: card!.criteriaVersion,
          weightedScore: card!.weightedScore,
          recommendation: card!.recommendation,
          signerCheck,
        },
      });
      return toScorecardRecord(card!, actor);
    });
  } catch (error) {
    // The same reviewer's second card, sent at the same moment as the first.
    if (isUniqueViolation(error, 'scorecards_reviewer_unique'))
      throw new AppError('conflict', evaluationTexts.alreadyScored);
    throw error;
  }
}

type ScorecardRow = typeof scorecards.$inferSelect;

/** The name a card is shown with: its reviewer's address only to admins and to that reviewer. */
const shownReviewerName = (row: ScorecardRow, reader: Actor) =>
  reader.isAdmin || row.reviewerId === reader.id
    ? row.reviewerName
    : nameWithoutAddress(row.reviewerName, 'reviewer');

const toScorecardRecord = (row: ScorecardRow, reader: Actor): ScorecardRecord => ({
  id: row.id,
  reviewerId: row.reviewerId,
  reviewerName: shownReviewerName(row, reader),
  mine: row.reviewerId === reader.id,
  criteriaVersion: row.criteriaVersion,
  scores: row.scores.map((score) => ({
    criterionId: score.criterionId,
    name: score.name,
    weight: score.weight,
    score: score.score,
    comment: score.comment,
  })),
  weightedScore: row.weightedScore,
  recommendation: row.recommendation,
  comment: row.comment,
  submittedAt: row.submittedAt.toISOString(),
  meaning: scorecardMeaning(row.recommendation),
});

/** The average, the spread per criterion (matched by id across versions) and the recommendations. */
export function summarise(cards: ScorecardRecord[]): EvaluationSummary | null {
  if (cards.length === 0) return null;
  const byCriterion = new Map<string, { name: string; scores: number[] }>();
  for (const card of cards) {
    for (const score of card.scores) {
      const entry = byCriterion.get(score.criterionId) ?? { name: score.name, scores: [] };
      entry.scores.push(score.score);
      byCriterion.set(score.criterionId, entry);
    }
  }
  const recommendations: Record<string, number> = { advance: 0, hold: 0, decline: 0 };
  for (const card of cards)
    recommendations[card.recommendation] = (recommendations[card.recommendation] ?? 0) + 1;
  const mean = (values: number[]) =>
    Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 1000) / 1000;
  return {
    reviewCount: cards.length,
    averageScore: mean(cards.map((card) => card.weightedScore)),
    spread: [...byCriterion].map(([criterionId, { name, scores }]) => ({
      criterionId,
      name,
      min: Math.min(...scores),
      max: Math.max(...scores),
      mean: mean(scores),
      count: scores.length,
    })),
    recommendations,
  };
}

/**
 * A submission's evaluation as the reader may see it: the criteria to score on, who is assigned,
 * and the scorecards with their summary. Blind: a reviewer sees none but their own until they
 * have submitted it, so no one anchors on another's scores. Admins see everything.
 */
export async function evaluationOf(
  db: Db,
  reader: Actor,
  submissionId: string,
): Promise<EvaluationResponse> {
  await requireAccess(db, reader, submissionId, 'read', 'staff');
  const [criteria, assignments, rows] = await Promise.all([
    currentCriteria(db),
    assignmentsOf(db, submissionId),
    db
      .select()
      .from(scorecards)
      .where(eq(scorecards.submissionId, submissionId))
      .orderBy(asc(scorecards.submittedAt), asc(scorecards.id)),
  ]);
  const cards = rows.map((row) => toScorecardRecord(row, reader));
  const resultsVisible = reader.isAdmin || cards.some((card) => card.mine);
  const visible = resultsVisible ? cards : [];
  return {
    criteria: {
      version: criteria.version,
      criteria: criteria.criteria.filter((criterion) => criterion.active).map(toCriterion),
    },
    assignments: reader.isAdmin
      ? assignments
      : assignments.filter((assignment) => assignment.reviewerId === reader.id),
    myAssignment: assignments.find((assignment) => assignment.reviewerId === reader.id) ?? null,
    resultsVisible,
    scorecards: visible,
    summary: summarise(visible),
  };
}
