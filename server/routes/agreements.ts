import { Hono } from 'hono';
import {
  agreementDownloadMessages,
  agreementMessages,
  isDocumentId,
  startSigningSchema,
} from '#common/agreements';
import type { Auth } from '../auth/auth';
import { actsAsStaff, requireUser, type AuthVariables } from '../auth/guards';
import { sendDownload } from '../http/download';
import { ApiError } from '../http/errors';
import { rateLimit } from '../http/rate-limit';
import { uuidParam } from '../http/uuid-param';
import { auditRequest } from '../http/audit-request';
import { parseBody } from '../http/validate';
import {
  AgreementError,
  agreementDocument,
  completeSigning,
  findAgreement,
  startSigning,
  type AgreementDeps,
} from '../services/agreements/agreements';

const statusOf: Record<AgreementError['code'], 400 | 404 | 409> = {
  invalid_email: 400,
  already_signed: 409,
  not_found: 404,
  not_signed: 404,
};

/** Maps the agreements service's refusals onto HTTP. */
export const agreementHttpError = (error: unknown) =>
  error instanceof AgreementError
    ? new ApiError(statusOf[error.code], error.code, error.message)
    : error;

export function agreementRoutes(auth: Auth, deps: AgreementDeps) {
  const app = new Hono<{ Variables: AuthVariables & { clientIp: string } }>();
  app.use(requireUser(auth));
  app.onError((error) => {
    throw agreementHttpError(error);
  });

  /** Starts signing: the details dialog's 'Continue to Signing'. */
  app.post(
    '/signing',
    rateLimit(deps.db, [
      { name: 'start-signing', by: 'ip', rule: { limit: 20, windowSeconds: 3600 } },
    ]),
    async (c) => {
      const input = await parseBody(c, startSigningSchema);
      const user = c.get('user');
      return c.json(await startSigning(deps, user, input), 201);
    },
  );

  /** Asks the provider whether the user's document is signed, and records it if so. */
  app.post('/signing/:documentId/complete', async (c) => {
    const documentId = c.req.param('documentId');
    if (!isDocumentId(documentId))
      throw new ApiError(400, 'invalid_document_id', agreementMessages.invalidDocumentId);
    const row = await findAgreement(deps, documentId, c.get('user').id);
    if (!row) throw new ApiError(404, 'not_found', agreementMessages.noDocumentId);
    return c.json(await completeSigning(deps, row));
  });

  /** The signed PDF: the owner's, or any user's for an admin. */
  app.get('/:agreementId/document', async (c) => {
    const agreementId = uuidParam(c, 'agreementId', agreementDownloadMessages.noAgreement.message);
    const user = c.get('user');
    const document = await agreementDocument(
      deps,
      agreementId,
      { id: user.id, email: user.email, isAdmin: actsAsStaff(user) },
      auditRequest(c),
    );
    return sendDownload(c, { ...document, contentType: 'application/pdf' });
  });

  return app;
}
