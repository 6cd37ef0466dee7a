import { z } from 'zod';

/** Single sign-on for staff (ADR 46): what the server and the web app both name. */

export const ssoProtocols = ['oidc', 'saml'] as const;
export type SsoProtocol = (typeof ssoProtocols)[number];

/** Added by an admin on Settings, or given by the environment (SSO_PROVIDERS) and read-only. */
export type SsoSource = 'settings' | 'environment';

/** How a session was signed in to: the staff sign-in policy asks for one of the strong ones. */
export type SignInMethod = 'password' | 'two-factor' | 'passkey' | 'sso';
export const strongSignInMethods: ReadonlySet<string> = new Set(['passkey', 'sso']);

/**
 * `amr` values (RFC 8176) that mean the provider used more than a password: multi-factor, a
 * one-time code, a hardware or software key, a smart card, a fingerprint or a face.
 */
export const MFA_AMR_VALUES: ReadonlySet<string> = new Set([
  'mfa',
  'otp',
  'hwk',
  'swk',
  'sc',
  'fpt',
  'face',
  'pop',
]);

/** Context classes the best-known providers send for a multi-factor sign-in. */
export const DEFAULT_MFA_CONTEXTS = [
  'https://refeds.org/profile/mfa',
  'http://schemas.microsoft.com/claims/multipleauthn',
  'http://schemas.openid.net/pape/policies/2007/06/multi-factor',
  'urn:oasis:names:tc:SAML:2.0:ac:classes:MobileTwoFactorContract',
  'urn:oasis:names:tc:SAML:2.0:ac:classes:TimeSyncToken',
];

export const ssoProviderMessages = {
  notFound: 'No identity provider with that id.',
  taken: 'An identity provider with that id exists already.',
  fromEnvironment:
    'This provider is set by the environment (SSO_PROVIDERS); change it there and restart.',
  domainTaken: (domain: string) => `The domain ${domain} already signs in with another provider.`,
} as const;

export const ssoMessages = {
  required:
    'Your organisation signs you in with single sign-on. Use "Continue with single sign-on" instead.',
  noProvider: 'No single sign-on is set up for this email domain.',
  domainMismatch: "The identity provider's address is not on this provider's domains.",
  failed: 'Single sign-on did not complete. Please try again or contact your administrator.',
  strongSignInRequired:
    'Staff must sign in with a passkey or single sign-on. Add a passkey in Settings, then sign in with it.',
  noMfa:
    'Your identity provider did not confirm a second factor. Sign in with a passkey, or with your password and code.',
} as const;

const text = (max: number, what: string) =>
  z
    .string(`${what} is required`)
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} must be at most ${max} characters`);

/** Group or role names, as the provider sends them (Entra ID sends object ids). */
const groupList = (what: string) =>
  z
    .array(text(200, `Each ${what}`), `${what} must be a list`)
    .max(50, `At most 50 ${what}s`)
    .default([]);

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export const ssoLimits = { metadataBytes: 100 * 1024 } as const;

/** What an admin sets of a provider on Settings, whichever its protocol. */
export const ssoMappingSchema = z.object({
  name: text(80, 'Name'),
  domains: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(DOMAIN, 'Each domain must be a domain name, like example.com'),
      'Domains must be a list',
    )
    .min(1, 'At least one email domain is required')
    .max(20, 'At most 20 domains'),
  groupsClaim: text(200, 'Groups claim').default('groups'),
  adminGroups: groupList('admin group'),
  reviewerGroups: groupList('reviewer group'),
  mfaContexts: groupList('multi-factor context').default(DEFAULT_MFA_CONTEXTS),
});
export type SsoMapping = z.output<typeof ssoMappingSchema>;

const httpUrl = (what: string) =>
  z
    .string(`${what} is required`)
    .trim()
    .max(2000, `${what} must be at most 2000 characters`)
    .refine((value) => {
      try {
        return ['https:', 'http:'].includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, `${what} must be a URL starting with https://`);

/** A provider's address in the portal's callback URLs. */
export const PROVIDER_ID = /^[a-z0-9][a-z0-9-]{1,39}$/;
const providerIdSchema = z
  .string('Provider id is required')
  .trim()
  .regex(PROVIDER_ID, 'Provider id must be 2 to 40 lower-case letters, digits or dashes');

export const addSsoProviderSchema = z.discriminatedUnion(
  'protocol',
  [
    ssoMappingSchema.extend({
      protocol: z.literal('oidc'),
      providerId: providerIdSchema,
      issuer: httpUrl('Issuer'),
      clientId: text(500, 'Client id'),
      clientSecret: text(2000, 'Client secret'),
      scopes: z
        .array(
          z
            .string()
            .trim()
            .regex(/^[\x21\x23-\x5b\x5d-\x7e]{1,100}$/, 'A scope is one word'),
        )
        .max(20)
        .default(['openid', 'email', 'profile']),
    }),
    ssoMappingSchema.extend({
      protocol: z.literal('saml'),
      providerId: providerIdSchema,
      metadataXml: z
        .string()
        .trim()
        .max(ssoLimits.metadataBytes, 'The metadata must be at most 100 KB')
        .optional(),
      metadataUrl: httpUrl('Metadata URL').optional(),
    }),
  ],
  { error: 'Protocol must be oidc or saml' },
);
export type AddSsoProvider = z.output<typeof addSsoProviderSchema>;

/** A provider as Settings shows it: never its secret or keys. */
export const ssoProviderSchema = ssoMappingSchema.extend({
  providerId: z.string(),
  protocol: z.enum(ssoProtocols),
  source: z.enum(['settings', 'environment']),
  issuer: z.string(),
  /** Where the provider sends people back: the OIDC redirect URI, or the SAML ACS URL. */
  callbackUrl: z.string(),
  /** SAML: the portal's entity id and metadata address, for the provider's set-up. */
  entityId: z.string().nullable(),
  metadataUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type SsoProviderView = z.infer<typeof ssoProviderSchema>;

export const signInPolicySchema = z.object({
  staffStrongSignInOnly: z.boolean('Choose whether staff must use a passkey or single sign-on'),
});
export type SignInPolicy = z.infer<typeof signInPolicySchema>;
