import { z } from 'zod';
import type { BodyOf } from '#common/contracts/endpoint';
import type { addSsoProviderContract, updateSsoProviderContract } from '#common/contracts/sso';
import {
  addSsoProviderSchema,
  DEFAULT_MFA_CONTEXTS,
  ssoMappingSchema,
  type SsoProtocol,
  type SsoProviderView,
} from '#common/sso';
import { ApiRequestError, isApiRequestError } from '#web/lib/api';

/** What Add provider sends, and what Edit sends. */
export type AddProviderRequest = BodyOf<typeof addSsoProviderContract>;
export type MappingRequest = BodyOf<typeof updateSsoProviderContract>;

/**
 * A list typed in one box: items between commas or on lines of their own, each trimmed, blanks
 * and repeats dropped, in the order typed.
 */
export function parseList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,\n]/)
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ];
}

/** Email domains as typed: a list, in lower case. */
export const parseDomains = (text: string): string[] => parseList(text.toLowerCase());

/** A list in a one-line box: "a.com, b.com". */
export const inlineList = (items: readonly string[]) => items.join(', ');
/** A list in a text area: one item a line. */
export const lineList = (items: readonly string[]) => items.join('\n');

/** The boxes of a provider's mapping, which Add and Edit share: text, as typed. */
const mappingFields = {
  name: z.string(),
  domains: z.string(),
  groupsClaim: z.string(),
  adminGroups: z.string(),
  reviewerGroups: z.string(),
  mfaContexts: z.string(),
};
const mappingShape = z.object(mappingFields);
export type MappingFormValues = z.input<typeof mappingShape>;

/** A mapping form's boxes as the request holds them. */
function mappingRequest(values: MappingFormValues): MappingRequest {
  return {
    name: values.name,
    domains: parseDomains(values.domains),
    groupsClaim: values.groupsClaim,
    adminGroups: parseList(values.adminGroups),
    reviewerGroups: parseList(values.reviewerGroups),
    mfaContexts: parseList(values.mfaContexts),
  };
}

/**
 * Checks what a form would send with the request's own schema, and puts each refusal on the box
 * it came from (a list's item, `domains.1`, on its list's box) in the request's own words.
 */
function checkWith(
  schema: z.ZodType,
  request: unknown,
  context: z.RefinementCtx,
  boxes: readonly string[],
) {
  const checked = schema.safeParse(request);
  if (checked.success) return;
  for (const issue of checked.error.issues) {
    const box = String(issue.path[0] ?? '');
    // Every part of the request has its box; should one not, the message goes on the name.
    context.addIssue({
      code: 'custom',
      message: issue.message,
      path: [boxes.includes(box) ? box : 'name'],
    });
  }
}

const mappingBoxes = Object.keys(mappingFields);

/** The Edit form: the mapping's boxes, giving the PUT body. */
export const mappingFormSchema = mappingShape
  .superRefine((values, context) =>
    checkWith(ssoMappingSchema, mappingRequest(values), context, mappingBoxes),
  )
  .transform((values): MappingRequest => ssoMappingSchema.parse(mappingRequest(values)));

/** Where a SAML provider's metadata comes from: pasted, or fetched from its address. */
export type MetadataSource = 'xml' | 'url';

const addShape = z.object({
  ...mappingFields,
  protocol: z.enum(['oidc', 'saml']),
  providerId: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  clientSecret: z.string(),
  scopes: z.string(),
  metadataFrom: z.enum(['xml', 'url']),
  metadataXml: z.string(),
  metadataUrl: z.string(),
});
export type AddProviderFormValues = z.input<typeof addShape>;
const addBoxes = Object.keys(addShape.shape);

export const providerFormMessages = {
  metadataXml: "Paste the provider's metadata XML.",
  metadataUrl: "Enter the address of the provider's metadata.",
} as const;

/** The Add form's boxes as the request holds them: only the chosen protocol's own. */
export function addRequest(values: AddProviderFormValues): AddProviderRequest {
  const common = { ...mappingRequest(values), providerId: values.providerId };
  if (values.protocol === 'oidc')
    return {
      ...common,
      protocol: 'oidc',
      issuer: values.issuer,
      clientId: values.clientId,
      clientSecret: values.clientSecret,
      scopes: values.scopes.split(/\s+/).filter(Boolean),
    };
  return values.metadataFrom === 'xml'
    ? { ...common, protocol: 'saml', metadataXml: values.metadataXml }
    : { ...common, protocol: 'saml', metadataUrl: values.metadataUrl };
}

/** The Add form: every box, giving the POST body of the chosen protocol. */
export const addProviderFormSchema = addShape
  .superRefine((values, context) => {
    // The request takes the XML or its address; the form asks for the one chosen. Said first,
    // a box's first message being the one it shows.
    if (values.protocol === 'saml') {
      const box = values.metadataFrom === 'xml' ? 'metadataXml' : 'metadataUrl';
      if (!values[box].trim())
        context.addIssue({ code: 'custom', message: providerFormMessages[box], path: [box] });
    }
    checkWith(addSsoProviderSchema, addRequest(values), context, addBoxes);
  })
  .transform((values): AddProviderRequest => addSsoProviderSchema.parse(addRequest(values)));

/** A new provider's form: the protocol chosen, and the multi-factor contexts most providers send. */
export function newProviderValues(protocol: SsoProtocol = 'oidc'): AddProviderFormValues {
  return {
    protocol,
    providerId: '',
    name: '',
    domains: '',
    groupsClaim: 'groups',
    adminGroups: '',
    reviewerGroups: '',
    mfaContexts: lineList(DEFAULT_MFA_CONTEXTS),
    issuer: '',
    clientId: '',
    clientSecret: '',
    scopes: 'openid email profile',
    metadataFrom: 'xml',
    metadataXml: '',
    metadataUrl: '',
  };
}

/** The Edit form as a provider's saved mapping fills it. */
export function mappingFormValues(provider: SsoProviderView): MappingFormValues {
  return {
    name: provider.name,
    domains: inlineList(provider.domains),
    groupsClaim: provider.groupsClaim,
    adminGroups: lineList(provider.adminGroups),
    reviewerGroups: lineList(provider.reviewerGroups),
    mfaContexts: lineList(provider.mfaContexts),
  };
}

/**
 * The box a server's refusal belongs on: a list's item (`domains.0`) on its list's box; a
 * SAML provider's metadata on the box in use (the server names the XML for either); none, so
 * above the fields, for what the form has no box of.
 */
export function boxOfField(field: string | null, request: MappingRequest | AddProviderRequest) {
  const box = field?.split('.')[0];
  if (!box) return null;
  if ((box === 'metadataXml' || box === 'metadataUrl') && 'protocol' in request)
    return request.protocol === 'saml' && request.metadataUrl !== undefined
      ? 'metadataUrl'
      : 'metadataXml';
  const boxes = 'protocol' in request ? addBoxes : mappingBoxes;
  return boxes.includes(box) ? box : null;
}

/** A refusal with its field named as the form's box, for the form to show there. */
export function onFormBox(error: unknown, request: MappingRequest | AddProviderRequest): unknown {
  if (!isApiRequestError(error)) return error;
  const field = boxOfField(error.field, request);
  if (field === error.field) return error;
  const { status, code, message, retryAfterSeconds } = error;
  return new ApiRequestError(status, code, message, retryAfterSeconds, field);
}
