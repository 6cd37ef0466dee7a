// The auth library's endpoints under /api/auth that the web calls (server/auth/endpoints.ts
// serves only these). The library reads and checks the bodies itself; these schemas say what
// the portal sends, and the answers name only what the web reads of them.
import { z } from 'zod';
import { endpoint } from './endpoint';

const email = z.string();
const password = z.string();
const code = z.string();

export const signUpContract = endpoint({
  method: 'POST',
  path: '/api/auth/sign-up/email',
  summary: 'Registers an account and mails its confirmation; a taken address answers the same.',
  body: z.object({ email, password, name: z.string(), acceptTerms: z.boolean() }),
  response: null,
});

export const signInContract = endpoint({
  method: 'POST',
  path: '/api/auth/sign-in/email',
  summary: 'Signs in with a password; with two-factor sign-in on, asks for a code first.',
  body: z.object({ email, password }),
  response: z.object({ twoFactorRedirect: z.boolean().optional() }),
});

export const verifyEmailContract = endpoint({
  method: 'GET',
  path: '/api/auth/verify-email',
  summary: 'Confirms an address from its link and signs the browser in.',
  query: z.object({ token: z.string() }),
  response: z.object({ status: z.boolean() }),
});

export const sendVerificationEmailContract = endpoint({
  method: 'POST',
  path: '/api/auth/send-verification-email',
  summary: 'Mails a new confirmation link.',
  body: z.object({ email }),
  response: null,
});

export const requestPasswordResetContract = endpoint({
  method: 'POST',
  path: '/api/auth/request-password-reset',
  summary: 'Mails a reset link; the answer never says whether the address has an account.',
  body: z.object({ email, redirectTo: z.string() }),
  response: null,
});

export const resetPasswordContract = endpoint({
  method: 'POST',
  path: '/api/auth/reset-password',
  summary: "Sets a new password with a reset link's token; every session ends.",
  body: z.object({ token: z.string(), newPassword: password }),
  response: null,
});

export const changePasswordContract = endpoint({
  method: 'POST',
  path: '/api/auth/change-password',
  summary: "Changes the signed-in account's password; its other sessions end.",
  body: z.object({ currentPassword: password, newPassword: password }),
  response: null,
});

const backupCodes = z.array(z.string());

export const enableTwoFactorContract = endpoint({
  method: 'POST',
  path: '/api/auth/two-factor/enable',
  summary: "Starts two-factor enrolment: the authenticator's key and the backup codes, once.",
  body: z.object({ password }),
  response: z.object({ totpURI: z.string(), backupCodes }),
});

export const disableTwoFactorContract = endpoint({
  method: 'POST',
  path: '/api/auth/two-factor/disable',
  summary: 'Turns two-factor sign-in off (refused for staff).',
  body: z.object({ password }),
  response: null,
});

const codeBody = z.object({ code, trustDevice: z.boolean().optional() });

export const verifyTotpContract = endpoint({
  method: 'POST',
  path: '/api/auth/two-factor/verify-totp',
  summary:
    "A code from the authenticator: a sign-in's second step, or the enrolment's confirmation.",
  body: codeBody,
  response: null,
});

export const verifyBackupCodeContract = endpoint({
  method: 'POST',
  path: '/api/auth/two-factor/verify-backup-code',
  summary: "A backup code as a sign-in's second step.",
  body: codeBody,
  response: null,
});

export const generateBackupCodesContract = endpoint({
  method: 'POST',
  path: '/api/auth/two-factor/generate-backup-codes',
  summary: 'Replaces every backup code; the new ones are shown once.',
  body: z.object({ password }),
  response: z.object({ backupCodes }),
});

/** What the browser hands to and gets from WebAuthn: passed through as the library made it. */
const webAuthnJson = z.record(z.string(), z.unknown());

export const passkeyRegistrationOptionsContract = endpoint({
  method: 'GET',
  path: '/api/auth/passkey/generate-register-options',
  summary: 'Starts adding a passkey to the signed-in account (a fresh session only).',
  response: webAuthnJson,
});

export const passkeyVerifyRegistrationContract = endpoint({
  method: 'POST',
  path: '/api/auth/passkey/verify-registration',
  summary: "Adds the passkey the browser made; audited and mailed to the account's owner.",
  body: z.object({ response: webAuthnJson, name: z.string() }),
  response: z.object({ id: z.string(), name: z.string().nullish() }),
});

export const passkeySignInOptionsContract = endpoint({
  method: 'GET',
  path: '/api/auth/passkey/generate-authenticate-options',
  summary: 'Starts a sign-in with a passkey.',
  response: webAuthnJson,
});

export const passkeySignInContract = endpoint({
  method: 'POST',
  path: '/api/auth/passkey/verify-authentication',
  summary: 'Signs in with a passkey that verified who holds it: two factors in one.',
  body: z.object({ response: webAuthnJson }),
  response: null,
});

export const signInSsoContract = endpoint({
  method: 'POST',
  path: '/api/auth/sign-in/sso',
  summary:
    "Starts single sign-on for an address on a provider's domain: answers the provider's address to go to.",
  body: z.object({
    email,
    callbackURL: z.string(),
    errorCallbackURL: z.string(),
    newUserCallbackURL: z.string().optional(),
  }),
  response: z.object({ url: z.string(), redirect: z.boolean() }),
});
