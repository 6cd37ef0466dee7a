import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath, type Endpoint } from '#common/contracts/endpoint';
import { activityContract, dashboardStatsContract } from '#common/contracts/dashboard';
import {
  addTagContract,
  assignReviewersContract,
  criteriaContract,
  evaluationContract,
  evaluationStatsContract,
  linkSubmissionsContract,
  relatedSubmissionsContract,
  reviewQueueContract,
  saveCriteriaContract,
  submitScorecardContract,
  tagSuggestionsContract,
} from '#common/contracts/evaluation';
import {
  conversationCountsContract,
  staffSubmissionContract,
  staffSubmissionListContract,
  updateSubmissionStatusContract,
} from '#common/contracts/staff-submissions';
import {
  setUserRoleContract,
  staffContract,
  userContract,
  userListContract,
} from '#common/contracts/users';
import type { EvaluationResponse } from '#common/evaluation';
import { users } from '../db/schema';
import { jsonOf, sendIdea } from '../test/api-calls';
import { startTestPortal, TEST_ADMIN, type TestPortal } from '../test/portal';

type Client = ReturnType<TestPortal['client']>;
let t: TestPortal;
let admin: Client;
let idea: string;
let other: string;
let aliceId: string;
let bobId: string;
let adminId: string;

const idOf = async (email: string) =>
  (await t.db.select().from(users).where(eq(users.email, email)))[0]!.id;

/** The contract's path with these parameters, and its query string. */
function pathOf(contract: Endpoint, params: Record<string, string> = {}, query = '') {
  return `${fillPath(contract.path, params)}${query}`;
}

/**
 * The answer, which must read under the contract's schema as exactly what was sent: a field the
 * contract does not name, or one it names and the answer lacks, fails.
 */
async function answerOf(
  contract: Endpoint,
  init: { params?: Record<string, string>; query?: string; json?: unknown } = {},
) {
  const response = await admin.request(pathOf(contract, init.params, init.query), {
    method: contract.method,
    ...(init.json === undefined ? {} : { json: init.json }),
  });
  const body = await jsonOf<unknown>(response, contract.status ?? 200);
  expect(contract.response!.parse(body), `${contract.method} ${contract.path}`).toEqual(body);
  return body;
}

beforeAll(async () => {
  t = await startTestPortal({ STAFF_NOTIFY_EMAIL: 'staff@portal.test' });
  const alice = await t.createSignedAccount('alice@example.com', 'Alice-Pass-1', 'Alice Moreau');
  await t.createAccount('bob@example.com', 'Bob-Pass-1');
  admin = await t.signInAdmin();
  idea = await sendIdea(alice, { ideaTitle: 'Softer coil loop for aneurysm packing' });
  other = await sendIdea(alice, { ideaTitle: 'Softer coil tip for aneurysm packing' });
  aliceId = await idOf('alice@example.com');
  bobId = await idOf('bob@example.com');
  adminId = (await t.db.select().from(users).where(eq(users.role, 'admin')))[0]!.id;
});
afterAll(() => t.close());

describe('the staff answers', () => {
  it('are exactly what their contracts name, writes and reads alike', async () => {
    await answerOf(setUserRoleContract, { params: { id: bobId }, json: { role: 'reviewer' } });
    await answerOf(updateSubmissionStatusContract, {
      params: { id: idea },
      json: { status: 'approved', adminNotes: 'Promising.' },
    });
    const { criteria } = (await answerOf(criteriaContract)) as { criteria: object[] };
    await answerOf(saveCriteriaContract, { json: { criteria } });
    await answerOf(assignReviewersContract, {
      json: { submissionIds: [idea], reviewerIds: [adminId, bobId] },
    });
    const evaluation = (await answerOf(evaluationContract, {
      params: { id: idea },
    })) as EvaluationResponse;
    await answerOf(submitScorecardContract, {
      params: { id: idea },
      json: {
        criteriaVersion: evaluation.criteria.version,
        scores: evaluation.criteria.criteria.map((c) => ({ criterionId: c.id, score: 4 })),
        recommendation: 'advance',
        comment: 'Worth a prototype.',
        password: TEST_ADMIN.password,
        code: t.adminCode(),
      },
    });
    await answerOf(addTagContract, { params: { id: idea }, json: { tag: 'neuro' } });
    await answerOf(linkSubmissionsContract, {
      params: { id: idea },
      json: { otherId: other, kind: 'related_to' },
    });

    const evaluated = (await answerOf(evaluationContract, {
      params: { id: idea },
    })) as EvaluationResponse;
    expect(evaluated.scorecards).toHaveLength(1);
    expect(evaluated.summary).not.toBeNull();
    const detail = (await answerOf(staffSubmissionContract, { params: { id: idea } })) as {
      history: unknown[];
    };
    expect(detail.history.length).toBeGreaterThan(0);
    const list = (await answerOf(staffSubmissionListContract)) as { submissions: unknown[] };
    expect(list.submissions).toHaveLength(2);
    await answerOf(staffSubmissionListContract, { query: '?q=coil&sort=relevance' });
    const user = (await answerOf(userContract, { params: { id: aliceId } })) as {
      submissions: unknown[];
    };
    expect(user.submissions).toHaveLength(2);
    await answerOf(userListContract);
    await answerOf(dashboardStatsContract);
    await answerOf(activityContract);
    await answerOf(conversationCountsContract);
    await answerOf(staffContract);
    await answerOf(staffContract, { query: `?submissionId=${idea}` });
    await answerOf(reviewQueueContract);
    await answerOf(evaluationStatsContract);
    await answerOf(tagSuggestionsContract, { query: '?q=ne' });
    const related = (await answerOf(relatedSubmissionsContract, { params: { id: idea } })) as {
      links: unknown[];
    };
    expect(related.links).toHaveLength(1);
  });
});
