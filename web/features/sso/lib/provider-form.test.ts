import { describe, expect, it } from 'vitest';
import { DEFAULT_MFA_CONTEXTS, type SsoProviderView } from '#common/sso';
import { ApiRequestError } from '#web/lib/api';
import {
  addProviderFormSchema,
  boxOfField,
  mappingFormSchema,
  mappingFormValues,
  newProviderValues,
  onFormBox,
  parseDomains,
  parseList,
  providerFormMessages,
  type AddProviderFormValues,
} from './provider-form';

const issuesOf = (checked: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (checked.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

const oidc = (values: Partial<AddProviderFormValues> = {}): AddProviderFormValues => ({
  ...newProviderValues('oidc'),
  providerId: 'okta',
  name: 'Company Okta',
  domains: 'Example.com, example.co.uk',
  issuer: 'https://login.example.com',
  clientId: 'client-1',
  clientSecret: 'secret-1',
  ...values,
});

describe('parseList', () => {
  it('takes items between commas and on lines of their own, trimmed, without blanks or repeats', () => {
    expect(parseList(' Admins, Patent team \n\nReviewers,\r\nAdmins ,')).toEqual([
      'Admins',
      'Patent team',
      'Reviewers',
    ]);
  });

  it('gives nothing for an empty box', () => {
    expect(parseList('')).toEqual([]);
    expect(parseList(' ,\n ')).toEqual([]);
  });

  it('gives domains in lower case', () => {
    expect(parseDomains('Example.COM, example.com\nexample.org')).toEqual([
      'example.com',
      'example.org',
    ]);
  });
});

describe('the Add form', () => {
  it('starts with OIDC, the groups claim and the usual multi-factor contexts', () => {
    const values = newProviderValues();
    expect(values.protocol).toBe('oidc');
    expect(values.groupsClaim).toBe('groups');
    expect(parseList(values.mfaContexts)).toEqual(DEFAULT_MFA_CONTEXTS);
  });

  it("gives an OIDC provider's request, with lists and no SAML boxes", () => {
    const request = addProviderFormSchema.parse(
      oidc({ adminGroups: 'Admins', reviewerGroups: 'Reviewers\nScouts', metadataXml: '<x/>' }),
    );
    expect(request).toMatchObject({
      protocol: 'oidc',
      providerId: 'okta',
      name: 'Company Okta',
      domains: ['example.com', 'example.co.uk'],
      groupsClaim: 'groups',
      adminGroups: ['Admins'],
      reviewerGroups: ['Reviewers', 'Scouts'],
      mfaContexts: DEFAULT_MFA_CONTEXTS,
      issuer: 'https://login.example.com',
      clientId: 'client-1',
      clientSecret: 'secret-1',
    });
    expect(request).not.toHaveProperty('metadataXml');
  });

  it("gives a SAML provider's request with the metadata chosen only", () => {
    const saml = { ...oidc(), protocol: 'saml' as const, clientSecret: '' };
    const pasted = addProviderFormSchema.parse({
      ...saml,
      metadataXml: '<EntityDescriptor/>',
      metadataUrl: 'https://idp.example.com/metadata',
    });
    expect(pasted).toMatchObject({ protocol: 'saml', metadataXml: '<EntityDescriptor/>' });
    expect(pasted).not.toHaveProperty('metadataUrl');
    expect(pasted).not.toHaveProperty('clientSecret');
    const fetched = addProviderFormSchema.parse({
      ...saml,
      metadataFrom: 'url',
      metadataXml: '<EntityDescriptor/>',
      metadataUrl: 'https://idp.example.com/metadata',
    });
    expect(fetched).toMatchObject({ metadataUrl: 'https://idp.example.com/metadata' });
    expect(fetched).not.toHaveProperty('metadataXml');
  });

  it('asks for the metadata chosen, first', () => {
    const saml = { ...oidc(), protocol: 'saml' as const };
    expect(issuesOf(addProviderFormSchema.safeParse(saml))).toEqual([
      ['metadataXml', providerFormMessages.metadataXml],
    ]);
    const byUrl = addProviderFormSchema.safeParse({ ...saml, metadataFrom: 'url' });
    expect(issuesOf(byUrl)[0]).toEqual(['metadataUrl', providerFormMessages.metadataUrl]);
  });

  it("puts the request's own refusals on their boxes, a list's item on its list", () => {
    const checked = addProviderFormSchema.safeParse(
      oidc({ providerId: 'Okta!', domains: 'example.com, not a domain', issuer: 'login' }),
    );
    expect(issuesOf(checked)).toEqual([
      ['domains', 'Each domain must be a domain name, like example.com'],
      ['providerId', 'Provider id must be 2 to 40 lower-case letters, digits or dashes'],
      ['issuer', 'Issuer must be a URL starting with https://'],
    ]);
  });

  it('asks for at least one domain', () => {
    expect(issuesOf(addProviderFormSchema.safeParse(oidc({ domains: ' , ' })))).toEqual([
      ['domains', 'At least one email domain is required'],
    ]);
  });
});

describe('the Edit form', () => {
  const provider: SsoProviderView = {
    providerId: 'entra',
    protocol: 'saml',
    source: 'settings',
    name: 'Entra ID',
    issuer: 'https://sts.windows.net/tenant/',
    domains: ['example.com', 'example.org'],
    groupsClaim: 'http://schemas.microsoft.com/ws/2008/06/identity/claims/groups',
    adminGroups: ['1111', '2222'],
    reviewerGroups: [],
    mfaContexts: ['http://schemas.microsoft.com/claims/multipleauthn'],
    callbackUrl: 'https://portal.example.com/api/auth/sso/saml2/sp/acs/entra',
    entityId: 'https://portal.example.com/api/auth/sso/saml2/sp/metadata?providerId=entra',
    metadataUrl: 'https://portal.example.com/api/auth/sso/saml2/sp/metadata?providerId=entra',
    createdAt: '2026-01-01T00:00:00.000Z',
  };

  it('is filled from the saved mapping and gives it back unchanged', () => {
    const values = mappingFormValues(provider);
    expect(values.domains).toBe('example.com, example.org');
    expect(values.adminGroups).toBe('1111\n2222');
    expect(mappingFormSchema.parse(values)).toEqual({
      name: 'Entra ID',
      domains: ['example.com', 'example.org'],
      groupsClaim: provider.groupsClaim,
      adminGroups: ['1111', '2222'],
      reviewerGroups: [],
      mfaContexts: provider.mfaContexts,
    });
  });

  it('keeps an emptied list of multi-factor contexts empty', () => {
    expect(mappingFormSchema.parse({ ...mappingFormValues(provider), mfaContexts: '' })).toEqual(
      expect.objectContaining({ mfaContexts: [] }),
    );
  });

  it('asks for a name and a groups claim', () => {
    const checked = mappingFormSchema.safeParse({
      ...mappingFormValues(provider),
      name: ' ',
      groupsClaim: '',
    });
    expect(issuesOf(checked)).toEqual([
      ['name', 'Name is required'],
      ['groupsClaim', 'Groups claim is required'],
    ]);
  });
});

describe("a server's refusal", () => {
  const oidcRequest = addProviderFormSchema.parse(oidc());
  const samlByUrl = addProviderFormSchema.parse({
    ...oidc(),
    protocol: 'saml',
    metadataFrom: 'url',
    metadataUrl: 'https://idp.example.com/metadata',
  });

  it("goes on the box of the field it names, a list's item on its list", () => {
    expect(boxOfField('domains.1', oidcRequest)).toBe('domains');
    expect(boxOfField('issuer', oidcRequest)).toBe('issuer');
    expect(boxOfField('providerId', oidcRequest)).toBe('providerId');
  });

  it("goes on the SAML metadata's box in use", () => {
    expect(boxOfField('metadataXml', samlByUrl)).toBe('metadataUrl');
    expect(boxOfField('metadataUrl', samlByUrl)).toBe('metadataUrl');
  });

  it('goes above the fields when the form has no box for it', () => {
    expect(boxOfField(null, oidcRequest)).toBeNull();
    expect(boxOfField('scopes.0', oidcRequest)).toBe('scopes');
    expect(boxOfField('clientSecrets', oidcRequest)).toBeNull();
    const edit = { name: 'Okta', domains: ['example.com'] };
    expect(boxOfField('providerId', edit)).toBeNull();
    expect(boxOfField('domains.0', edit)).toBe('domains');
  });

  it('keeps its status, code and message', () => {
    const refused = new ApiRequestError(409, 'conflict', 'Taken.', null, 'domains.0');
    const shown = onFormBox(refused, oidcRequest) as ApiRequestError;
    expect([shown.status, shown.code, shown.message, shown.field]).toEqual([
      409,
      'conflict',
      'Taken.',
      'domains',
    ]);
    const elsewhere = new Error('offline');
    expect(onFormBox(elsewhere, oidcRequest)).toBe(elsewhere);
  });
});
