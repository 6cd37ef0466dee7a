import { Hono } from 'hono';
import { agreementDownloadMessages, agreementMessages, isDocumentId } from '#common/agreements';
import {
  agreementDocumentContract,
  completeSigningContract,
  startSigningContract,
} from '#common/contracts/agreements';
import type { Auth } from '../auth/auth';
import { requireUser } from '../auth/guards';
import { onContract, reply } from '../http/contract-route';
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
  const base = '/api/agreements';
  app.use(requireUser(auth));

  /** Starts signing: the details dialog's 'Continue to Signing'. */
  onContract(
    app,
    base,
    startSigningContract,
    rateLimit(deps.db, routeLimits.startSigning),
    async (c) => {
      const input = await parseBody(c, startSigningContract.body);
      const started = await startSigning(deps, c.get('user'), input);
      return reply(c, startSigningContract, {
        agreementId: started.agreementId,
        documentId: started.documentId,
        signingUrl: started.signingUrl,
      });
    },
  );

  /** Asks the provider whether the user's document is signed, and records it if so. */
  onContract(app, base, completeSigningContract, async (c) => {
    const documentId = c.req.param('documentId') ?? '';
    if (!isDocumentId(documentId))
      throw new AppError('invalid_document_id', agreementMessages.invalidDocumentId);
    const row = await findAgreement(deps, documentId, c.get('user').id);
    if (!row) throw new AppError('not_found', agreementMessages.noDocumentId);
    const { status, agreementId } = await completeSigning(deps, row);
    return reply(c, completeSigningContract, { status, agreementId });
  });

  /** The signed PDF: the owner's, or any user's for an admin. */
  onContract(app, base, agreementDocumentContract, async (c) => {
    const agreementId = uuidParam(c, 'agreementId', agreementDownloadMessages.noAgreement.message);
    const document = await agreementDocument(deps, agreementId, actorOf(c), requestInfo(c));
    return sendDownload(c, { ...document, contentType: 'application/pdf' });
  });

  return app;
}
