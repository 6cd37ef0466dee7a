import { z } from 'zod';
import { endpoint } from './endpoint';

export const healthContract = endpoint({
  method: 'GET',
  path: '/api/health',
  summary:
    'Whether this instance should be sent requests: 503 while it shuts down or the database does not answer.',
  response: z.object({ status: z.literal('ok'), database: z.literal('up') }),
});

export const livenessContract = endpoint({
  method: 'GET',
  path: '/api/health/live',
  summary:
    'Whether the process answers at all: an orchestrator restarts an instance only when this fails.',
  response: z.object({ status: z.literal('ok') }),
});

export const readinessContract = endpoint({
  method: 'GET',
  path: '/api/health/ready',
  summary:
    'Whether this instance should be sent traffic: the database answers, storage is reachable, every migration is applied, and it is not shutting down. 503 names what is not.',
  response: z.object({
    status: z.literal('ready'),
    database: z.literal('up'),
    storage: z.literal('up'),
    migrations: z.literal('applied'),
  }),
});
