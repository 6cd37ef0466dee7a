import { z } from 'zod';
import { changeNameResponseSchema, changeNameSchema } from '../profile';
import { endpoint } from './endpoint';

export const checkResetTokenContract = endpoint({
  method: 'GET',
  path: '/api/account/password-reset/:token',
  summary: "Whether a reset link's token still works (400 invalid_token when not).",
  response: z.object({ valid: z.boolean() }),
});

export const changeNameContract = endpoint({
  method: 'PATCH',
  path: '/api/account/profile',
  summary: "Changes the signed-in account's full name (audited).",
  body: changeNameSchema,
  response: changeNameResponseSchema,
});
