import { Hono } from 'hono';
import {
  assignReviewersSchema,
  declineReviewSchema,
  saveCriteriaSchema,
  submitScorecardSchema,
} from '#common/evaluation';
import { adminOnly } from '../auth/guards';
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
import type { SubmissionDeps } from '../services/submissions/submissions';
import { submissionIdParam } from './admin-access';

/**
 * The evaluation under /api/admin, behind the staff guard: admins assign reviewers and set the
 * scorecard criteria; reviewers (and admins assigned too) score, or decline, what they are
 * assigned. A reviewer's call about anything not assigned to them is a 404.
 */
export function evaluationRoutes(deps: SubmissionDeps) {
  const app = new Hono<AppEnv>();

  /** The caller's own queue: to score, scored, declined. */
  app.get('/reviews', async (c) => c.json(await reviewQueue(deps.db, actorOf(c))));

  app.get('/evaluation-stats', adminOnly, async (c) => c.json(await evaluationStats(deps.db)));

  app.get('/criteria', adminOnly, async (c) =>
    c.json(toCriteriaResponse(await currentCriteria(deps.db))),
  );

  app.put('/criteria', adminOnly, async (c) => {
    const input = await parseBody(c, saveCriteriaSchema);
    return c.json(await saveCriteria(deps.db, actorOf(c), input, requestInfo(c)));
  });

  /** Assigns reviewers to one submission (its page) or many (the list's selection). */
  app.post('/assignments', adminOnly, async (c) => {
    const input = await parseBody(c, assignReviewersSchema);
    return c.json(await assignReviewers(deps, actorOf(c), input, requestInfo(c)));
  });

  app.delete('/submissions/:id/assignments/:reviewerId', async (c) => {
    const id = submissionIdParam(c);
    const reviewerId = () => uuidParam(c, 'reviewerId', 'This reviewer is not assigned to it.');
    await unassignReviewer(deps.db, actorOf(c), id, reviewerId, requestInfo(c));
    return c.body(null, 204);
  });

  app.post('/submissions/:id/assignment/decline', async (c) => {
    const id = submissionIdParam(c);
    const input = await parseBody(c, declineReviewSchema);
    await declineReview(deps.db, actorOf(c), id, input, requestInfo(c));
    return c.body(null, 204);
  });

  app.get('/submissions/:id/evaluation', async (c) =>
    c.json(await evaluationOf(deps.db, actorOf(c), submissionIdParam(c))),
  );

  app.post('/submissions/:id/scorecard', async (c) => {
    const id = submissionIdParam(c);
    const input = () => parseBody(c, submitScorecardSchema);
    const scorecard = await submitScorecard(deps.db, actorOf(c), id, input, requestInfo(c));
    return c.json({ scorecard }, 201);
  });

  return app;
}
