import { discoverOIDCConfig, DiscoveryError } from '@better-auth/sso';
import { eq, sql } from 'drizzle-orm';
import {
  ssoProviderMessages,
  type AddSsoProvider,
  type SsoMapping,
  type SsoProviderView,
} from '#common/sso';
import type { Actor, RequestInfo } from '#server/core/actor';
import { AppError } from '#server/core/app-error';
import type { Db, Tx } from '#server/db/client';
import { accounts, ssoProviders } from '#server/db/schema/index';
import { domainList } from '#server/auth/sso/domains';
import { recordAudit } from '../audit/index';
import { fetchIdpMetadata, readIdpMetadata } from './saml-metadata';

type ProviderRow = typeof ssoProviders.$inferSelect;
type NewProvider = typeof ssoProviders.$inferInsert;

const SSO_PATH = '/api/auth/sso';

/** The portal's addresses a provider is set up with, by protocol. */
export function serviceProviderUrls(appUrl: string, providerId: string) {
  const metadataUrl = `${appUrl}${SSO_PATH}/saml2/sp/metadata?providerId=${encodeURIComponent(providerId)}`;
  return {
    oidcRedirect: `${appUrl}${SSO_PATH}/callback/${providerId}`,
    samlAcs: `${appUrl}${SSO_PATH}/saml2/sp/acs/${providerId}`,
    // The SAML entity id is the metadata's own address, as most providers expect.
    samlEntityId: metadataUrl,
    metadataUrl,
  };
}

export function providerView(appUrl: string, row: ProviderRow): SsoProviderView {
  const urls = serviceProviderUrls(appUrl, row.providerId);
  const saml = row.protocol === 'saml';
  return {
    providerId: row.providerId,
    name: row.name,
    protocol: row.protocol,
    source: row.source,
    issuer: saml ? readIdpEntity(row) : row.issuer,
    domains: domainList(row.domain),
    groupsClaim: row.groupsClaim,
    adminGroups: row.adminGroups,
    reviewerGroups: row.reviewerGroups,
    mfaContexts: row.mfaContexts,
    callbackUrl: saml ? urls.samlAcs : urls.oidcRedirect,
    entityId: saml ? urls.samlEntityId : null,
    metadataUrl: saml ? urls.metadataUrl : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A SAML provider's own entity id (its row's `issuer` is the portal's, as the plugin wants). */
function readIdpEntity(row: ProviderRow): string {
  try {
    const config = JSON.parse(row.samlConfig ?? '{}') as { idpEntityId?: string };
    return config.idpEntityId ?? '';
  } catch {
    return '';
  }
}

export async function listProviders(db: Db, appUrl: string): Promise<SsoProviderView[]> {
  const rows = await db.select().from(ssoProviders).orderBy(ssoProviders.name);
  return rows.map((row) => providerView(appUrl, row));
}

/**
 * The columns of a new provider: OIDC checked against its discovery document (its endpoints
 * are stored, as the plugin's own registration does), SAML read from its metadata.
 */
export async function providerColumns(
  appUrl: string,
  input: AddSsoProvider,
  { discover }: { discover: boolean },
): Promise<Omit<NewProvider, 'source' | 'userId'>> {
  const mapping = mappingColumns(input);
  if (input.protocol === 'oidc') {
    const endpoints = discover ? await discovered(input.issuer) : {};
    return {
      ...mapping,
      providerId: input.providerId,
      protocol: 'oidc',
      issuer: input.issuer,
      oidcConfig: JSON.stringify({
        issuer: input.issuer,
        clientId: input.clientId,
        clientSecret: input.clientSecret,
        pkce: true,
        scopes: input.scopes,
        discoveryEndpoint: `${input.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
        ...endpoints,
      }),
    };
  }
  const xml =
    input.metadataXml || (input.metadataUrl && (await fetchIdpMetadata(input.metadataUrl)));
  if (!xml)
    throw new AppError('invalid_input', 'Give the metadata XML or its URL.', {
      field: 'metadataXml',
    });
  const idp = readIdpMetadata(xml);
  const urls = serviceProviderUrls(appUrl, input.providerId);
  return {
    ...mapping,
    providerId: input.providerId,
    protocol: 'saml',
    issuer: urls.samlEntityId,
    samlConfig: JSON.stringify({
      issuer: urls.samlEntityId,
      idpEntityId: idp.entityId,
      entryPoint: idp.entryPoint,
      callbackUrl: urls.samlAcs,
      idpMetadata: { metadata: idp.xml },
      spMetadata: {},
      wantAssertionsSigned: true,
      mapping: { id: 'nameID', email: 'email', name: 'displayName' },
    }),
  };
}

const mappingColumns = (mapping: SsoMapping) => ({
  name: mapping.name,
  domain: mapping.domains.join(','),
  groupsClaim: mapping.groupsClaim,
  adminGroups: mapping.adminGroups,
  reviewerGroups: mapping.reviewerGroups,
  mfaContexts: mapping.mfaContexts,
});

async function discovered(issuer: string) {
  try {
    const config = await discoverOIDCConfig({ issuer, isTrustedOrigin: () => true });
    return {
      authorizationEndpoint: config.authorizationEndpoint,
      tokenEndpoint: config.tokenEndpoint,
      tokenEndpointAuthentication: config.tokenEndpointAuthentication,
      jwksEndpoint: config.jwksEndpoint,
      userInfoEndpoint: config.userInfoEndpoint,
      discoveryEndpoint: config.discoveryEndpoint,
    };
  } catch (error) {
    const why = error instanceof DiscoveryError ? error.message : 'it did not answer';
    throw new AppError(
      'invalid_input',
      `The issuer's discovery document could not be used: ${why}`,
      {
        field: 'issuer',
      },
    );
  }
}

/** No two providers share a domain: an address must lead to exactly one. */
async function checkDomainsFree(tx: Tx, providerId: string, domains: string[]) {
  const others = await tx.select().from(ssoProviders);
  for (const other of others) {
    if (other.providerId === providerId) continue;
    const taken = domains.find((domain) => domainList(other.domain).includes(domain));
    if (taken)
      throw new AppError('conflict', ssoProviderMessages.domainTaken(taken), { field: 'domains' });
  }
}

/** One change to the providers at a time, on every instance: the domain check holds. */
export const lockProviders = (tx: Tx) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('sso_providers'))`);

export async function addProvider(
  db: Db,
  appUrl: string,
  actor: Actor,
  input: AddSsoProvider,
  request: RequestInfo,
): Promise<SsoProviderView> {
  const columns = await providerColumns(appUrl, input, { discover: true });
  return db.transaction(async (tx) => {
    await lockProviders(tx);
    await checkDomainsFree(tx, input.providerId, input.domains);
    const [row] = await tx
      .insert(ssoProviders)
      .values({ ...columns, source: 'settings', userId: actor.id })
      .onConflictDoNothing({ target: ssoProviders.providerId })
      .returning();
    if (!row) throw new AppError('conflict', ssoProviderMessages.taken, { field: 'providerId' });
    await recordAudit(tx, {
      action: 'sso_provider.added',
      actor,
      ...request,
      details: {
        providerId: row.providerId,
        protocol: row.protocol,
        domains: input.domains,
        source: 'settings',
      },
    });
    return providerView(appUrl, row);
  });
}

async function editable(tx: Tx, providerId: string): Promise<ProviderRow> {
  const [row] = await tx
    .select()
    .from(ssoProviders)
    .where(eq(ssoProviders.providerId, providerId))
    .for('update');
  if (!row) throw new AppError('not_found', ssoProviderMessages.notFound);
  if (row.source === 'environment')
    throw new AppError('conflict', ssoProviderMessages.fromEnvironment);
  return row;
}

export async function updateProvider(
  db: Db,
  appUrl: string,
  actor: Actor,
  providerId: string,
  mapping: SsoMapping,
  request: RequestInfo,
): Promise<SsoProviderView> {
  return db.transaction(async (tx) => {
    await lockProviders(tx);
    await editable(tx, providerId);
    await checkDomainsFree(tx, providerId, mapping.domains);
    const [row] = await tx
      .update(ssoProviders)
      .set(mappingColumns(mapping))
      .where(eq(ssoProviders.providerId, providerId))
      .returning();
    await recordAudit(tx, {
      action: 'sso_provider.updated',
      actor,
      ...request,
      details: {
        providerId,
        domains: mapping.domains,
        adminGroups: mapping.adminGroups,
        reviewerGroups: mapping.reviewerGroups,
      },
    });
    return providerView(appUrl, row!);
  });
}

/**
 * Removes a provider and the links of accounts to it: its people can no longer sign in with it
 * (nor, on its domains, with a password they never had). Their sessions end as sessions do.
 */
export async function removeProvider(
  db: Db,
  actor: Actor,
  providerId: string,
  request: RequestInfo,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockProviders(tx);
    await editable(tx, providerId);
    await tx.delete(accounts).where(eq(accounts.providerId, providerId));
    await tx.delete(ssoProviders).where(eq(ssoProviders.providerId, providerId));
    await recordAudit(tx, {
      action: 'sso_provider.removed',
      actor,
      ...request,
      details: { providerId },
    });
  });
}
