import { Hono } from 'hono';
import {
  apiDocketContract,
  apiFilingsContract,
  apiIdeaContract,
  apiIdeasContract,
  apiRecordFilingContract,
} from '#common/contracts/api-v1';
import type { Endpoint } from '#common/contracts/endpoint';
import { requireApiKey, requireScope } from '../auth/api-key';
import { onContract, reply } from '../http/contract-route';
import { routeLimits } from '../http/limits';
import { rateLimit } from '../http/rate-limit';
import { keyActorOf, requestInfo, type AppEnv } from '../http/request-context';
import { uuidParam } from '../http/uuid-param';
import { parseBody, parseQuery } from '../http/validate';
import { submissionFor } from '../services/access/index';
import { API_IDEA_NOT_FOUND, apiIdea, apiIdeas } from '../services/api-v1/ideas';
import { docketFor, filingsOfEach } from '../services/docket/index';
import { recordFiling } from '../services/docket/record-filing';
import type { SubmissionDeps } from '../services/submissions/deps';

/**
 * The API for the company's other systems (ADR 41), mounted at /api/v1: an API key, never a
 * session, and of its scopes the one each contract names. The key acts as a service through
 * the one access rule; every use is audited (auth/api-key.ts).
 */
export function apiV1Routes(deps: SubmissionDeps) {
  const app = new Hono<AppEnv>();
  const base = '/api/v1';
  app.use(rateLimit(deps.db, routeLimits.apiKey), requireApiKey(deps.db));
  const route = (contract: Endpoint & { scope: NonNullable<Endpoint['scope']> }) =>
    [contract, requireScope(contract.scope)] as const;
  const ideaId = (c: Parameters<typeof uuidParam>[0]) => uuidParam(c, 'id', API_IDEA_NOT_FOUND);

  onContract(app, base, ...route(apiIdeasContract), async (c) => {
    const query = parseQuery(c, apiIdeasContract.query);
    return reply(c, apiIdeasContract, await apiIdeas(deps.db, keyActorOf(c), deps.appUrl, query));
  });

  onContract(app, base, ...route(apiIdeaContract), async (c) =>
    reply(c, apiIdeaContract, {
      idea: await apiIdea(deps.db, keyActorOf(c), deps.appUrl, ideaId(c)),
    }),
  );

  onContract(app, base, ...route(apiDocketContract), async (c) =>
    reply(c, apiDocketContract, { deadlines: await docketFor(deps.db, keyActorOf(c)) }),
  );

  onContract(app, base, ...route(apiFilingsContract), async (c) => {
    const id = ideaId(c);
    await submissionFor(deps.db, keyActorOf(c), id, 'read', { from: 'staff' });
    const filings = await filingsOfEach(deps.db, [id]);
    return reply(c, apiFilingsContract, { filings: filings.get(id) ?? [] });
  });

  onContract(app, base, ...route(apiRecordFilingContract), async (c) => {
    const input = await parseBody(c, apiRecordFilingContract.body);
    const id = ideaId(c);
    const filingId = await recordFiling(deps, keyActorOf(c), id, input, requestInfo(c));
    const filings = await filingsOfEach(deps.db, [id]);
    const filing = filings.get(id)!.find((each) => each.id === filingId)!;
    return reply(c, apiRecordFilingContract, { filing });
  });
  return app;
}
