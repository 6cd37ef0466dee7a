import { factRequirementsSchema, saveFactRequirementsSchema } from '../invention-facts';
import { endpoint } from './endpoint';

export const factRequirementsContract = endpoint({
  method: 'GET',
  path: '/api/fact-requirements',
  summary: 'The invention facts an idea must give before it is sent, as admins set them.',
  response: factRequirementsSchema,
});

export const staffFactRequirementsContract = endpoint({
  method: 'GET',
  path: '/api/admin/fact-requirements',
  summary: 'The required invention facts and their version, for Settings; admins only.',
  response: factRequirementsSchema,
});

export const saveFactRequirementsContract = endpoint({
  method: 'PUT',
  path: '/api/admin/fact-requirements',
  summary: 'Saves which invention facts are required, as a new version (audited); admins only.',
  body: saveFactRequirementsSchema,
  response: factRequirementsSchema,
});
