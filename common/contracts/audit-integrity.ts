import { auditIntegrityResponseSchema } from '../audit-integrity';
import { endpoint } from './endpoint';

export const auditIntegrityContract = endpoint({
  method: 'GET',
  path: '/api/admin/audit-integrity',
  summary: 'The audit chain, its last check and its last anchored head; admins only.',
  response: auditIntegrityResponseSchema,
});

export const verifyAuditChainContract = endpoint({
  method: 'POST',
  path: '/api/admin/audit-integrity/verify',
  summary: 'Walks the whole chain and records the check (audited).',
  response: auditIntegrityResponseSchema,
});

export const anchorTokenContract = endpoint({
  method: 'GET',
  path: '/api/admin/audit-integrity/anchors/:id/token.tsr',
  summary: "The authority's timestamp reply for an anchored head (RFC 3161, DER).",
  response: null,
  produces: 'application/timestamp-reply',
});
