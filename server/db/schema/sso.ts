import { boolean, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { SsoProtocol, SsoSource } from '#common/sso';
import { users } from './auth';
import { createdAt, id, updatedAt } from './columns';

/**
 * An identity provider staff sign in with (ADR 46). The first columns are the ones Better Auth's
 * SSO plugin reads (model "ssoProvider"; its configurations are JSON text); the rest are the
 * portal's: the name on the sign-in page, where the provider came from, and how its claims map
 * to staff roles and to the second factor.
 */
export const ssoProviders = pgTable('sso_providers', {
  id: id(),
  /** The provider's address in the portal's callback URLs: lower-case letters, digits, dashes. */
  providerId: text('provider_id').notNull().unique(),
  issuer: text('issuer').notNull(),
  oidcConfig: text('oidc_config'),
  samlConfig: text('saml_config'),
  /** The email domains whose people sign in here, comma-separated (the plugin's form). */
  domain: text('domain').notNull(),
  domainVerified: boolean('domain_verified').default(false),
  /** Who added it on Settings; null for one from the environment. */
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  organizationId: text('organization_id'),
  // Defaults only because the library checks that every column it does not write has one.
  name: text('name').notNull().default(''),
  protocol: text('protocol').$type<SsoProtocol>().notNull().default('oidc'),
  source: text('source').$type<SsoSource>().notNull().default('settings'),
  /** The claim (OIDC) or attribute (SAML) that lists the person's groups or roles. */
  groupsClaim: text('groups_claim').notNull().default('groups'),
  adminGroups: jsonb('admin_groups').$type<string[]>().notNull().default([]),
  reviewerGroups: jsonb('reviewer_groups').$type<string[]>().notNull().default([]),
  /** `acr` or AuthnContextClassRef values that mean the provider used multi-factor sign-in. */
  mfaContexts: jsonb('mfa_contexts').$type<string[]>().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The one row of the staff sign-in policy (ADR 46): with `strongSignInOnly`, staff act as staff
 * only in a session made with a passkey or single sign-on; a password and code sign-in still
 * reaches Settings, to add a passkey, as the way back in.
 */
export const signInPolicy = pgTable('sign_in_policy', {
  id: integer('id').primaryKey().default(1),
  staffStrongSignInOnly: boolean('staff_strong_sign_in_only').notNull().default(false),
  updatedAt: updatedAt(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
