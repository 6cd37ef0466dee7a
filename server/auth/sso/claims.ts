import { MFA_AMR_VALUES } from '#common/sso';
import type { StaffRole } from '#common/roles';

/** What the portal reads of a provider to understand its assertions (sso_providers). */
export interface ClaimMapping {
  groupsClaim: string;
  adminGroups: string[];
  reviewerGroups: string[];
  mfaContexts: string[];
}

/** The claims of one verified sign-in: OIDC ID token and user info, or SAML attributes. */
export interface ProviderClaims {
  protocol: 'oidc' | 'saml';
  claims: Record<string, unknown>;
  /** SAML: AuthnContextClassRef values of the assertion. */
  samlContexts: string[];
}

const asList = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : typeof value === 'string' && value
      ? [value]
      : [];

export const groupsOf = (mapping: ClaimMapping, { claims }: ProviderClaims): string[] =>
  asList(claims[mapping.groupsClaim]);

/**
 * The staff role the provider's groups give: admin, reviewer, or none ("user"). The provider
 * decides, at every sign-in: a role given by hand is taken away when the groups do not hold it.
 */
export function roleFromGroups(mapping: ClaimMapping, groups: string[]): StaffRole {
  const has = (names: string[]) => names.some((name) => groups.includes(name));
  if (has(mapping.adminGroups)) return 'admin';
  if (has(mapping.reviewerGroups)) return 'reviewer';
  return 'user';
}

/**
 * Whether the provider says the sign-in used more than a password: an `amr` value of RFC 8176
 * that means one (OIDC), or an `acr` or AuthnContextClassRef the admin listed as multi-factor.
 */
export function usedMultiFactor(mapping: ClaimMapping, signIn: ProviderClaims): boolean {
  if (signIn.protocol === 'oidc') {
    if (asList(signIn.claims.amr).some((method) => MFA_AMR_VALUES.has(method))) return true;
    return asList(signIn.claims.acr).some((acr) => mapping.mfaContexts.includes(acr));
  }
  return signIn.samlContexts.some((context) => mapping.mfaContexts.includes(context));
}
