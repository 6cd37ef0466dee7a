import { z } from 'zod';
import { deadlineSchema } from '../docket';
import { filingInputSchema, filingSchema } from '../filings';
import { apiIdeaDetailSchema, apiIdeaSchema, apiIdeasQuerySchema } from '../integrations';
import { endpoint } from './endpoint';

// The API for the company's other systems (ADR 41), called with an API key
// (`Authorization: Bearer ipk_...`) rather than a session. Each names the scope its key needs.

export const apiIdeasContract = endpoint({
  method: 'GET',
  path: '/api/v1/ideas',
  summary: 'Sent ideas, the newest first, a page at a time: ids, titles, status, stage and dates.',
  scope: 'ideas:read',
  query: apiIdeasQuerySchema,
  response: z.object({ ideas: z.array(apiIdeaSchema), next: z.string().nullable() }),
});

export const apiIdeaContract = endpoint({
  method: 'GET',
  path: '/api/v1/ideas/:id',
  summary: 'One sent idea with its description and inventors.',
  scope: 'ideas:read',
  response: z.object({ idea: apiIdeaDetailSchema }),
});

export const apiDocketContract = endpoint({
  method: 'GET',
  path: '/api/v1/docket',
  summary: 'Every docketed deadline with its rule and state, soonest first.',
  scope: 'docket:read',
  response: z.object({ deadlines: z.array(deadlineSchema) }),
});

export const apiFilingsContract = endpoint({
  method: 'GET',
  path: '/api/v1/ideas/:id/filings',
  summary: "An idea's recorded filings, oldest first.",
  scope: 'docket:read',
  response: z.object({ filings: z.array(filingSchema) }),
});

export const apiRecordFilingContract = endpoint({
  method: 'POST',
  path: '/api/v1/ideas/:id/filings',
  summary:
    'Records a filing for an idea whose decision is to file (audited, and sent as the filing.recorded webhook).',
  scope: 'filings:write',
  body: filingInputSchema,
  status: 201,
  response: z.object({ filing: filingSchema }),
});
