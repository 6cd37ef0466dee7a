import { endpoint } from './endpoint';

// A person's rights over the data the portal holds about them (GDPR Art. 15, 17 and 20).

export const dataExportContract = endpoint({
  method: 'GET',
  path: '/api/account/data/export',
  summary:
    'Everything the portal holds about you, as a ZIP with a JSON manifest (streamed, audited).',
  response: null,
  produces: 'application/zip',
});
