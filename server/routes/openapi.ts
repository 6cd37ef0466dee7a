import { Hono } from 'hono';
import { contractTable } from '#common/contracts/index';
import { openApiContract } from '#common/contracts/openapi';
import { onContract } from '../http/contract-route';
import { openApiDocument } from '../http/openapi';
import type { AppEnv } from '../http/request-context';

/** The contract table as OpenAPI 3.1, built at the first request and kept: it never changes. */
export function openApiRoutes() {
  const app = new Hono<AppEnv>();
  let document: string | null = null;
  onContract(app, '/api/openapi.json', openApiContract, (c) => {
    document ??= JSON.stringify(openApiDocument(contractTable));
    c.header('Content-Type', 'application/json; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=300');
    return c.body(document);
  });
  return app;
}
