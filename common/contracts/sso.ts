import { z } from 'zod';
import {
  addSsoProviderSchema,
  signInPolicySchema,
  ssoMappingSchema,
  ssoProviderSchema,
} from '../sso';
import { endpoint } from './endpoint';

// Staff single sign-on and the staff sign-in policy (ADR 46); admins only.

const ssoSettingsSchema = z.object({
  providers: z.array(ssoProviderSchema),
  policy: signInPolicySchema,
});

export const ssoSettingsContract = endpoint({
  method: 'GET',
  path: '/api/admin/sso',
  summary: 'The identity providers staff sign in with, and the staff sign-in policy.',
  response: ssoSettingsSchema,
});

export const addSsoProviderContract = endpoint({
  method: 'POST',
  path: '/api/admin/sso/providers',
  summary:
    'Adds an OIDC provider (checked against its discovery document) or a SAML provider (from its metadata), audited.',
  body: addSsoProviderSchema,
  response: z.object({ provider: ssoProviderSchema }),
});

export const updateSsoProviderContract = endpoint({
  method: 'PUT',
  path: '/api/admin/sso/providers/:providerId',
  summary:
    "Changes a provider's name, domains and role and multi-factor mapping (audited); one from the environment is read-only.",
  body: ssoMappingSchema,
  response: z.object({ provider: ssoProviderSchema }),
});

export const removeSsoProviderContract = endpoint({
  method: 'DELETE',
  path: '/api/admin/sso/providers/:providerId',
  summary:
    'Removes a provider (audited): its people can no longer sign in with it; one from the environment is read-only.',
  response: z.object({ removed: z.literal(true) }),
});

export const saveSignInPolicyContract = endpoint({
  method: 'PUT',
  path: '/api/admin/sso/policy',
  summary: 'Requires (or stops requiring) a passkey or single sign-on for staff powers, audited.',
  body: signInPolicySchema,
  response: signInPolicySchema,
});
