import { endpoint } from './endpoint';

export const openApiContract = endpoint({
  method: 'GET',
  path: '/api/openapi.json',
  summary:
    'This document: every endpoint of the contract table (OpenAPI 3.1). Public: it holds no data.',
  response: null,
  produces: 'application/json',
});
