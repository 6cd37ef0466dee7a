import * as samlifyNamespace from 'samlify';
import samlifyDefault from 'samlify';
import { ssoLimits } from '#common/sso';
import { AppError } from '#server/core/app-error';

// The package is CommonJS: under Node's ESM its functions sit on the default export.
const samlify: typeof samlifyNamespace =
  typeof (samlifyNamespace as Partial<typeof samlifyNamespace>).SamlLib?.constructSAMLSignature ===
  'function'
    ? samlifyNamespace
    : (samlifyDefault as unknown as typeof samlifyNamespace);

/** What the portal needs of an identity provider's SAML metadata. */
export interface IdpMetadata {
  xml: string;
  entityId: string;
  /** Where people are sent to sign in (HTTP-Redirect binding, else HTTP-POST). */
  entryPoint: string;
}

const invalid = (message: string, field = 'metadataXml') =>
  new AppError('invalid_input', message, { field });

/** Reads and checks a provider's metadata: its entity id, sign-in address and signing key. */
export function readIdpMetadata(xml: string): IdpMetadata {
  let idp: ReturnType<typeof samlify.IdentityProvider>;
  try {
    idp = samlify.IdentityProvider({ metadata: xml });
  } catch {
    throw invalid('The metadata is not SAML 2.0 identity provider metadata.');
  }
  const meta = idp.entityMeta;
  const entityId = meta.getEntityID();
  const services = ['redirect', 'post']
    .map((binding) => meta.getSingleSignOnService(binding))
    .find((location): location is string => typeof location === 'string' && location !== '');
  const cert = meta.getX509Certificate('signing');
  if (!entityId) throw invalid('The metadata names no entity id.');
  if (!services) throw invalid('The metadata names no single sign-on service.');
  if (!cert || (Array.isArray(cert) && cert.length === 0))
    throw invalid('The metadata holds no signing certificate.');
  return { xml, entityId, entryPoint: services };
}

/** Fetches metadata from the provider's published address, within the size limit. */
export async function fetchIdpMetadata(url: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(10_000), redirect: 'follow' });
  } catch {
    throw invalid('The metadata URL did not answer.', 'metadataUrl');
  }
  if (!response.ok) throw invalid(`The metadata URL answered ${response.status}.`, 'metadataUrl');
  const body = await response.text();
  if (Buffer.byteLength(body) > ssoLimits.metadataBytes)
    throw invalid('The metadata must be at most 100 KB.', 'metadataUrl');
  return body;
}
