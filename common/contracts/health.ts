import { z } from 'zod';
import { endpoint } from './endpoint';

export const healthContract = endpoint({
  method: 'GET',
  path: '/api/health',
  summary:
    'Whether this instance should be sent requests: 503 while it shuts down or the database does not answer.',
  response: z.object({ status: z.literal('ok'), database: z.literal('up') }),
});
