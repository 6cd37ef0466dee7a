import type { Viewpoint } from '../access';
import { proofStatusSchema } from '../proof';
import { endpoint } from './endpoint';

// A sent idea's proof of disclosure: where its trusted timestamp stands, and the evidence
// bundle that proves it. The inventor asks of their own ideas; staff of any they may prove.

export const inventorProofContract = endpoint({
  method: 'GET',
  path: '/api/submissions/:id/proof',
  summary: "Your sent idea's manifest hash and where its trusted timestamp stands.",
  response: proofStatusSchema,
});

export const inventorEvidenceContract = endpoint({
  method: 'GET',
  path: '/api/submissions/:id/evidence',
  summary: "Your sent idea's evidence bundle: the idea, its receipt, manifest and timestamp.",
  response: null,
  produces: 'application/zip',
});

export const staffProofContract = endpoint({
  method: 'GET',
  path: '/api/admin/submissions/:id/proof',
  summary: "A sent idea's manifest hash and where its trusted timestamp stands; admins only.",
  response: proofStatusSchema,
});

export const staffEvidenceContract = endpoint({
  method: 'GET',
  path: '/api/admin/submissions/:id/evidence',
  summary: "A sent idea's evidence bundle, for admins (audited).",
  response: null,
  produces: 'application/zip',
});

/** The proof's endpoints, as each side of the portal reaches them. */
export const proofContracts = {
  inventor: { status: inventorProofContract, bundle: inventorEvidenceContract },
  staff: { status: staffProofContract, bundle: staffEvidenceContract },
} as const satisfies Record<Viewpoint, unknown>;
