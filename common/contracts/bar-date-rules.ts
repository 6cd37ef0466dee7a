import { barDateRulesSchema, saveBarDateRulesSchema } from '../bar-dates';
import { endpoint } from './endpoint';

export const inForceBarDateRulesContract = endpoint({
  method: 'GET',
  path: '/api/bar-date-rules',
  summary:
    "The bar-date rules in force, for the idea form's notice and the idea's timeline; anyone signed in.",
  response: barDateRulesSchema,
});

export const barDateRulesContract = endpoint({
  method: 'GET',
  path: '/api/admin/bar-date-rules',
  summary: 'The bar-date rules in force and their version, for Settings; admins only.',
  response: barDateRulesSchema,
});

export const saveBarDateRulesContract = endpoint({
  method: 'PUT',
  path: '/api/admin/bar-date-rules',
  summary:
    "Saves the bar-date rules as a new version (audited) and puts every idea's next bar date under them; admins only.",
  body: saveBarDateRulesSchema,
  response: barDateRulesSchema,
});
