import { Hono } from 'hono';
import {
  agreementDownloadMessages,
  agreementMessages,
  isDocumentId,
  startSigningSchema,
} from '#common/agreements';
import type { Auth } from '../auth/auth';
import { requireUser } from '../auth/guards';
import { sendDownload } from '../http/download';
import { AppError } from '#server/core/app-error';
import { routeLimits } from '../http/limits';
import { rateLimit } from '../http/rate-limit';
import { actorOf, requestInfo, type AppEnv } from '../http/request-context';
import { uuidParam } from '../http/uuid-param';
import { parseBody } from '../http/validate';
import {
  agreementDocument,
  completeSigning,
  findAgreement,
  startSigning,
  type AgreementDeps,
} from '../services/agreements/agreements';

export function agreementRoutes(auth: Auth, deps: AgreementDeps) {
  const app = new Hono<AppEnv>();
  app.use(requireUser(auth));

  /** Starts signing: the details dialog's 'Continue to Signing'. */
  app.post('/signing', rateLimit(deps.db, routeLimits.startSigning), async (c) => {
    const input = await parseBody(c, startSigningSchema);
    const user = c.get('user');
    return c.json(await startSigning(deps, user, input), 201);
  });

  /** Asks the provider whether the user's document is signed, and records it if so. */
  app.post('/signing/:documentId/complete', async (c) => {
    const documentId = c.req.param('documentId');
    if (!isDocumentId(documentId))
      throw new AppError('invalid_document_id', agreementMessages.invalidDocumentId);
    const row = await findAgreement(deps, documentId, c.get('user').id);
    if (!row) throw new AppError('not_found', agreementMessages.noDocumentId);
    return c.json(await completeSigning(deps, row));
  });

  /** The signed PDF: the owner's, or any user's for an admin. */
  app.get('/:agreementId/document', async (c) => {
    const agreementId = uuidParam(c, 'agreementId', agreementDownloadMessages.noAgreement.message);
    const document = await agreementDocument(deps, agreementId, actorOf(c), requestInfo(c));
    return sendDownload(c, { ...document, contentType: 'application/pdf' });
  });

  return app;
}
