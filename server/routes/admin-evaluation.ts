import { Hono } from 'hono';
import {
  assignReviewersContract,
  criteriaContract,
  declineReviewContract,
  evaluationContract,
  evaluationStatsContract,
  reviewQueueContract,
  saveCriteriaContract,
  submitScorecardContract,
  unassignReviewerContract,
} from '#common/contracts/evaluation';
import { adminOnly } from '../auth/guards';
import type { Reauthenticate } from '../auth/reauthenticate';
import { onContract, reply } from '../http/contract-route';
import { actorOf, requestInfo, type AppEnv } from '../http/request-context';
import { uuidParam } from '../http/uuid-param';
import { parseBody } from '../http/validate';
import {
  assignReviewers,
  declineReview,
  reviewQueue,
  unassignReviewer,
} from '../services/evaluation/assignments';
import { currentCriteria, saveCriteria, toCriteriaResponse } from '../services/evaluation/criteria';
import { evaluationStats } from '../services/evaluation/evaluation-stats';
import { evaluationOf, submitScorecard } from '../services/evaluation/scorecards';
import type { SubmissionDeps } from '../services/submissions/deps';
import { submissionIdParam } from './admin-access';

/**
 * The evaluation under /api/admin, behind the staff guard: admins assign reviewers and set the
 * scorecard criteria; reviewers (and admins assigned too) score, or decline, what they are
 * assigned. A reviewer's call about anything not assigned to them is a 404.
 */
export function evaluationRoutes(deps: SubmissionDeps, reauthenticate: Reauthenticate) {
  const app = new Hono<AppEnv>();
  const base = '/api/admin';

  /** The caller's own queue: to score, scored, declined. */
  onContract(app, base, reviewQueueContract, async (c) =>
    reply(c, reviewQueueContract, await reviewQueue(deps.db, actorOf(c))),
  );

  onContract(app, base, evaluationStatsContract, adminOnly, async (c) =>
    reply(c, evaluationStatsContract, await evaluationStats(deps.db)),
  );

  onContract(app, base, criteriaContract, adminOnly, async (c) =>
    reply(c, criteriaContract, toCriteriaResponse(await currentCriteria(deps.db))),
  );

  onContract(app, base, saveCriteriaContract, adminOnly, async (c) => {
    const input = await parseBody(c, saveCriteriaContract.body);
    return reply(
      c,
      saveCriteriaContract,
      await saveCriteria(deps.db, actorOf(c), input, requestInfo(c)),
    );
  });

  /** Assigns reviewers to one submission (its page) or many (the list's selection). */
  onContract(app, base, assignReviewersContract, adminOnly, async (c) => {
    const input = await parseBody(c, assignReviewersContract.body);
    const { assigned, updated } = await assignReviewers(deps, actorOf(c), input, requestInfo(c));
    return reply(c, assignReviewersContract, { assigned, updated });
  });

  onContract(app, base, unassignReviewerContract, async (c) => {
    const id = submissionIdParam(c);
    const reviewerId = () => uuidParam(c, 'reviewerId', 'This reviewer is not assigned to it.');
    await unassignReviewer(deps.db, actorOf(c), id, reviewerId, requestInfo(c));
    return c.body(null, 204);
  });

  onContract(app, base, declineReviewContract, async (c) => {
    const id = submissionIdParam(c);
    const input = await parseBody(c, declineReviewContract.body);
    await declineReview(deps.db, actorOf(c), id, input, requestInfo(c));
    return c.body(null, 204);
  });

  onContract(app, base, evaluationContract, async (c) =>
    reply(c, evaluationContract, await evaluationOf(deps.db, actorOf(c), submissionIdParam(c))),
  );

  onContract(app, base, submitScorecardContract, async (c) => {
    const id = submissionIdParam(c);
    const input = () => parseBody(c, submitScorecardContract.body);
    const scorecard = await submitScorecard(
      deps.db,
      actorOf(c),
      id,
      input,
      requestInfo(c),
      reauthenticate,
    );
    return reply(c, submitScorecardContract, { scorecard });
  });

  return app;
}
