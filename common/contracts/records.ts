import {
  legalHoldStateSchema,
  liftHoldSchema,
  placeHoldSchema,
  retentionSettingsInputSchema,
  retentionSettingsSchema,
} from '../records';
import { endpoint } from './endpoint';

// Records management (ADR 44): legal holds on ideas, and the retention period of declined ones.

export const legalHoldContract = endpoint({
  method: 'GET',
  path: '/api/admin/submissions/:id/legal-hold',
  summary: "An idea's legal hold, if it has one; admins only.",
  response: legalHoldStateSchema,
});

export const placeHoldContract = endpoint({
  method: 'PUT',
  path: '/api/admin/submissions/:id/legal-hold',
  summary: 'Places a legal hold on an idea, with its reason (audited): nothing deletes it then.',
  body: placeHoldSchema,
  response: legalHoldStateSchema,
});

export const liftHoldContract = endpoint({
  method: 'POST',
  path: '/api/admin/submissions/:id/legal-hold/lift',
  summary: "Lifts an idea's legal hold, saying why (audited); admins only.",
  body: liftHoldSchema,
  response: legalHoldStateSchema,
});

export const retentionContract = endpoint({
  method: 'GET',
  path: '/api/admin/retention',
  summary: 'How long declined ideas are kept, and which go within a week; admins only.',
  response: retentionSettingsSchema,
});

export const saveRetentionContract = endpoint({
  method: 'PUT',
  path: '/api/admin/retention',
  summary: 'Saves the retention period of declined ideas as a new version (audited); admins only.',
  body: retentionSettingsInputSchema,
  response: retentionSettingsSchema,
});
