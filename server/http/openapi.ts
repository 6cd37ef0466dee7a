import { z } from 'zod';
import type { Endpoint } from '#common/contracts/endpoint';
import { apiScopeLabels } from '#common/integrations';

type JsonSchema = Record<string, unknown>;

const isZod = (value: unknown): value is z.ZodType =>
  typeof value === 'object' && value !== null && '_zod' in value;

// A refinement or transform has no JSON Schema; it is described as what it accepts.
const schemaOf = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
};

const errorSchema: JsonSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string' },
        message: { type: 'string' },
        field: { type: 'string', description: 'The request field the error is about.' },
      },
    },
  },
};

function parameters(contract: Endpoint): JsonSchema[] {
  const inPath = [...contract.path.matchAll(/:([A-Za-z]\w*)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  if (!isZod(contract.query)) return inPath;
  const query = schemaOf(contract.query, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  const inQuery = Object.entries(query.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: query.required?.includes(name) ?? false,
    schema,
  }));
  return [...inPath, ...inQuery];
}

function success(contract: Endpoint): JsonSchema {
  const status = String(contract.status ?? 200);
  const description = contract.summary;
  if (isZod(contract.response))
    return {
      [status]: {
        description,
        content: { 'application/json': { schema: schemaOf(contract.response, 'output') } },
      },
    };
  if (contract.response)
    // A reply read by hand (common/contracts/me.ts), to keep a schema library off the first page.
    return { [status]: { description, content: { 'application/json': {} } } };
  if (contract.produces) return { [status]: { description, content: { [contract.produces]: {} } } };
  return { [status]: { description } };
}

function operation(contract: Endpoint): JsonSchema {
  const params = parameters(contract);
  return {
    summary: contract.summary,
    // Key-authenticated (ADR 41): the bearer scheme, and the scope the key must hold.
    ...(contract.scope
      ? {
          description: `Needs an API key with the "${apiScopeLabels[contract.scope]}" permission (scope \`${contract.scope}\`).`,
          security: [{ apiKey: [contract.scope] }],
          'x-scope': contract.scope,
        }
      : {}),
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(isZod(contract.body)
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: schemaOf(contract.body, 'input') } },
          },
        }
      : {}),
    responses: {
      ...success(contract),
      default: {
        description: "An error, in the API's one shape.",
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    },
  };
}

/** The OpenAPI 3.1 document of the contract table: paths as `{name}`, schemas from zod. */
export function openApiDocument(contracts: readonly Endpoint[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const contract of contracts) {
    const path = contract.path.replace(/:([A-Za-z]\w*)/g, '{$1}');
    paths[path] = { ...paths[path], [contract.method.toLowerCase()]: operation(contract) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Innovation Portal API',
      version: '1',
      description:
        'The endpoints declared in common/contracts. Requests are same-origin with the session cookie, except those under /api/v1, which take an API key made by an admin on Settings (`Authorization: Bearer ipk_...`); errors are { error: { code, message, field? } }.',
    },
    paths,
    components: {
      schemas: { Error: errorSchema },
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          description:
            'An API key from Settings → API keys, as `Authorization: Bearer ipk_...` (or the `X-API-Key` header). Each endpoint names the scope it needs.',
        },
      },
    },
  };
}
