import {
  auditTrailFiltersSchema,
  auditTrailPageSchema,
  auditTrailQuerySchema,
} from '../audit-trail';
import { endpoint } from './endpoint';

export const auditTrailContract = endpoint({
  method: 'GET',
  path: '/api/admin/audit-trail',
  summary:
    'A page of the audit log, newest first, filtered by idea, person, action and dates; admins only.',
  query: auditTrailQuerySchema,
  response: auditTrailPageSchema,
});

export const auditTrailCsvContract = endpoint({
  method: 'GET',
  path: '/api/admin/audit-trail/export.csv',
  summary: 'Every entry the filters match, up to 100,000, as a spreadsheet (audited); admins only.',
  query: auditTrailFiltersSchema,
  response: null,
  produces: 'text/csv',
});

export const auditTrailPdfContract = endpoint({
  method: 'GET',
  path: '/api/admin/audit-trail/export.pdf',
  summary: 'The entries the filters match, up to 5,000, as a PDF report (audited); admins only.',
  query: auditTrailFiltersSchema,
  response: null,
  produces: 'application/pdf',
});
