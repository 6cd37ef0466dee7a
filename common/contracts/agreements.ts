import {
  completeSigningResponseSchema,
  signDocumentResponseSchema,
  signDocumentSchema,
  signingDocumentSchema,
  startSigningResponseSchema,
  startSigningSchema,
} from '../agreements';
import { endpoint } from './endpoint';

export const startSigningContract = endpoint({
  method: 'POST',
  path: '/api/agreements/signing',
  summary: 'Starts signing the invention agreement at the provider (201): where its page is.',
  body: startSigningSchema,
  status: 201,
  response: startSigningResponseSchema,
});

export const completeSigningContract = endpoint({
  method: 'POST',
  path: '/api/agreements/signing/:documentId/complete',
  summary: 'Asks the provider whether the document is signed, and records it if so.',
  response: completeSigningResponseSchema,
});

export const agreementDocumentContract = endpoint({
  method: 'GET',
  path: '/api/agreements/:agreementId/document',
  summary: "The signed PDF: its owner's, or any for an admin (audited).",
  response: null,
  produces: 'application/pdf',
});

export const signingDocumentContract = endpoint({
  method: 'GET',
  path: '/api/signing/builtin/:documentId',
  summary: "The built-in signing page's document and its signer.",
  response: signingDocumentSchema,
});

export const signDocumentContract = endpoint({
  method: 'POST',
  path: '/api/signing/builtin/:documentId/sign',
  summary: 'Signs a built-in document; the agreement is completed at once.',
  body: signDocumentSchema,
  response: signDocumentResponseSchema,
});
