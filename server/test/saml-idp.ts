import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as samlifyNamespace from 'samlify';
import samlifyDefault from 'samlify';

const samlify: typeof samlifyNamespace =
  typeof (samlifyNamespace as Partial<typeof samlifyNamespace>).SamlLib?.constructSAMLSignature ===
  'function'
    ? samlifyNamespace
    : (samlifyDefault as unknown as typeof samlifyNamespace);

/** A key and self-signed certificate, made by openssl. */
export function selfSignedCert(commonName: string) {
  const dir = mkdtempSync(join(tmpdir(), 'saml-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-sha256',
        '-days',
        '2',
        '-subj',
        `/CN=${commonName}`,
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// A response as an identity provider sends one, with a sign-in statement and attributes.
const TEMPLATE = `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="{ID}" Version="2.0" IssueInstant="{IssueInstant}" Destination="{Destination}"{InResponseToAttr}><saml:Issuer>{Issuer}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status><saml:Assertion xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xs="http://www.w3.org/2001/XMLSchema" ID="{AssertionID}" Version="2.0" IssueInstant="{IssueInstant}"><saml:Issuer>{Issuer}</saml:Issuer><saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">{NameID}</saml:NameID><saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData NotOnOrAfter="{NotOnOrAfter}" Recipient="{Recipient}"{InResponseToAttr}/></saml:SubjectConfirmation></saml:Subject><saml:Conditions NotBefore="{NotBefore}" NotOnOrAfter="{NotOnOrAfter}"><saml:AudienceRestriction><saml:Audience>{Audience}</saml:Audience></saml:AudienceRestriction></saml:Conditions><saml:AuthnStatement AuthnInstant="{IssueInstant}" SessionIndex="{SessionIndex}"><saml:AuthnContext><saml:AuthnContextClassRef>{AuthnContextClassRef}</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement><saml:AttributeStatement>{Attributes}</saml:AttributeStatement></saml:Assertion></samlp:Response>`;

export interface SamlResponseOptions {
  email: string;
  attributes: Record<string, string[]>;
  /** The request answered; left out, the response is unsolicited. */
  inResponseTo?: string;
  audience?: string;
  recipient?: string;
  notBefore?: Date;
  notOnOrAfter?: Date;
  authnContextClassRef?: string;
  sign?: 'assertion' | 'response' | 'none';
  signWith?: { key: string; cert: string };
}

/**
 * A SAML 2.0 identity provider built with samlify, for the single sign-on tests: its metadata
 * for the portal's Settings, and signed responses made to order (or badly, to be refused).
 */
export function createSamlIdp(entityId: string) {
  const keys = selfSignedCert('test-idp');
  const idp = samlify.IdentityProvider({
    entityID: entityId,
    privateKey: keys.key,
    signingCert: keys.cert,
    singleSignOnService: [
      {
        Binding: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect',
        Location: `${entityId}/sso`,
      },
    ],
    nameIDFormat: ['urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress'],
  });
  const newId = () => `_${crypto.randomUUID()}`;
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

  /** A response to the portal's ACS at `acs`, for its entity `audience`. */
  function response(acs: string, audience: string, o: SamlResponseOptions) {
    const now = new Date();
    const values: Record<string, string> = {
      ID: newId(),
      AssertionID: newId(),
      SessionIndex: newId(),
      IssueInstant: now.toISOString(),
      Destination: acs,
      Issuer: entityId,
      NameID: escape(o.email),
      Recipient: o.recipient ?? acs,
      Audience: o.audience ?? audience,
      NotBefore: (o.notBefore ?? new Date(now.getTime() - 60_000)).toISOString(),
      NotOnOrAfter: (o.notOnOrAfter ?? new Date(now.getTime() + 5 * 60_000)).toISOString(),
      InResponseToAttr: o.inResponseTo ? ` InResponseTo="${o.inResponseTo}"` : '',
      AuthnContextClassRef:
        o.authnContextClassRef ??
        'urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport',
      Attributes: Object.entries(o.attributes)
        .map(
          ([name, list]) =>
            `<saml:Attribute Name="${name}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:basic">${list
              .map(
                (v) =>
                  `<saml:AttributeValue xsi:type="xs:string">${escape(v)}</saml:AttributeValue>`,
              )
              .join('')}</saml:Attribute>`,
        )
        .join(''),
    };
    let xml = TEMPLATE.replace(/\{(\w+)\}/g, (_, key: string) => values[key]!);
    const signer = o.signWith ?? keys;
    const config = {
      privateKey: signer.key,
      signingCert: signer.cert.replace(/-----[^-]+-----|\s/g, ''),
      signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
      isBase64Output: false,
    };
    const sign = o.sign ?? 'assertion';
    if (sign === 'assertion')
      xml = samlify.SamlLib.constructSAMLSignature({
        ...config,
        rawSamlMessage: xml,
        referenceTagXPath: "/*[local-name(.)='Response']/*[local-name(.)='Assertion']",
        signatureConfig: {
          prefix: 'ds',
          location: {
            reference:
              "/*[local-name(.)='Response']/*[local-name(.)='Assertion']/*[local-name(.)='Issuer']",
            action: 'after',
          },
        },
      } as never) as string;
    else if (sign === 'response')
      xml = samlify.SamlLib.constructSAMLSignature({
        ...config,
        rawSamlMessage: xml,
        isMessageSigned: true,
        signatureConfig: {
          prefix: 'ds',
          location: {
            reference: "/*[local-name(.)='Response']/*[local-name(.)='Issuer']",
            action: 'after',
          },
        },
      } as never) as string;
    return Buffer.from(xml).toString('base64');
  }
  return { entityId, keys, metadata: idp.getMetadata(), response };
}
