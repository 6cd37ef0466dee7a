import { endpoint } from './endpoint';

/**
 * Server-sent events, not JSON: `ready` when the stream opens, then `conversation` with a
 * submission's id whenever a conversation the account may read has something new. The
 * browser's EventSource reads it and reconnects on its own.
 */
export const eventsContract = endpoint({
  method: 'GET',
  path: '/api/events',
  summary:
    'Server-sent events: that a conversation you may read has something new (the idea id only).',
  response: null,
  produces: 'text/event-stream',
});
