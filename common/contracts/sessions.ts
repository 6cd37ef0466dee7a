import { z } from 'zod';
import { endpoint } from './endpoint';

const timestamp = z.iso.datetime({ offset: true });

/** One signed-in browser of the account; never its token. */
export const accountSessionSchema = z.object({
  id: z.uuid(),
  /** Browser and operating system read from its user agent, e.g. "Chrome on macOS". */
  device: z.string(),
  ipAddress: z.string().nullable(),
  signedInAt: timestamp,
  lastActiveAt: timestamp,
  /** The session making this request. */
  current: z.boolean(),
});

/** GET /api/account/sessions: the caller's active sessions, most recently active first. */
export const accountSessionsResponseSchema = z.object({ sessions: z.array(accountSessionSchema) });

/** POST /api/account/sessions/revoke-others. */
export const revokeOtherSessionsResponseSchema = z.object({ revoked: z.number().int() });

export type AccountSession = z.infer<typeof accountSessionSchema>;
export type AccountSessionsResponse = z.infer<typeof accountSessionsResponseSchema>;

export const sessionMessages = {
  notFound: 'That session has already ended.',
  current: 'This is the session you are using. Sign out to end it.',
} as const;

export const listSessionsContract = endpoint({
  method: 'GET',
  path: '/api/account/sessions',
  summary: "The signed-in account's sessions, most recently active first.",
  response: accountSessionsResponseSchema,
});

export const revokeOtherSessionsContract = endpoint({
  method: 'POST',
  path: '/api/account/sessions/revoke-others',
  summary: 'Ends every session of the account but this one.',
  body: z.object({}),
  response: revokeOtherSessionsResponseSchema,
});

export const revokeSessionContract = endpoint({
  method: 'DELETE',
  path: '/api/account/sessions/:id',
  summary: "Ends one of the account's other sessions.",
  response: null,
  status: 204,
});
