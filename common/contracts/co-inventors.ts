import { z } from 'zod';
import {
  attestationInputSchema,
  coInventionsResponseSchema,
  correctAddressSchema,
} from '../co-inventors';
import { endpoint } from './endpoint';

// Co-inventors: the ideas one is listed on, their attestation, and staff's corrections.

export const coInventionsContract = endpoint({
  method: 'GET',
  path: '/api/co-inventions',
  summary:
    'The ideas that list the signed-in person (by their confirmed address) as a co-inventor, with their answer.',
  response: coInventionsResponseSchema,
});

export const answerInvitationContract = endpoint({
  method: 'POST',
  path: '/api/submissions/:id/attestation',
  summary:
    'A listed co-inventor attests a sent idea (signed with their password, and a code with two-factor sign-in) or disputes it; once.',
  body: attestationInputSchema,
  response: z.object({ ok: z.literal(true) }),
});

export const resendInvitationContract = endpoint({
  method: 'POST',
  path: '/api/admin/submissions/:id/co-inventors/:coInventorId/invitation',
  summary: "Sends a co-inventor's invitation again (audited); admins only.",
  response: z.object({ ok: z.literal(true) }),
});

export const correctAddressContract = endpoint({
  method: 'PATCH',
  path: '/api/admin/submissions/:id/co-inventors/:coInventorId',
  summary:
    'Corrects the address of a co-inventor who has not answered and invites them there (audited); admins only.',
  body: correctAddressSchema,
  response: z.object({ ok: z.literal(true) }),
});
