import { z } from 'zod';
import { signingCredentials } from '../auth/signing';
import { answerErasureSchema, erasureOutcomeSchema, erasureRequestSchema } from '../erasure';
import { endpoint } from './endpoint';

// A person's rights over the data the portal holds about them (GDPR Art. 15, 17 and 20).

export const dataExportContract = endpoint({
  method: 'GET',
  path: '/api/account/data/export',
  summary:
    'Everything the portal holds about you, as a ZIP with a JSON manifest (streamed, audited).',
  response: null,
  produces: 'application/zip',
});

export const eraseAccountContract = endpoint({
  method: 'POST',
  path: '/api/account/data/erase',
  summary:
    'Deletes the signed-in account, after the password (and code) again: erased, or closed with the records kept for legal claims listed.',
  body: z.object(signingCredentials),
  response: erasureOutcomeSchema,
});

export const erasureRequestsContract = endpoint({
  method: 'GET',
  path: '/api/admin/erasure-requests',
  summary: 'Erasure requests with kept records, open ones first by due date; admins only.',
  response: z.object({ requests: z.array(erasureRequestSchema) }),
});

export const answerErasureContract = endpoint({
  method: 'POST',
  path: '/api/admin/erasure-requests/:id/answer',
  summary: 'Records the answer sent to an erasure request (audited); admins only.',
  body: answerErasureSchema,
  response: z.object({ request: erasureRequestSchema }),
});
