import { Hono } from 'hono';
import { agreementMessages, isDocumentId } from '#common/agreements';
import { signDocumentContract, signingDocumentContract } from '#common/contracts/agreements';
import type { Auth } from '../auth/auth';
import { requireUser } from '../auth/guards';
import { reauthenticator } from '../auth/reauthenticate';
import { AppError } from '#server/core/app-error';
import { onContract, reply } from '../http/contract-route';
import { actorOf, type AppEnv } from '../http/request-context';
import { parseBody } from '../http/validate';
import { errorMessage, logger } from '../lib/logger';
import type { BuiltinProvider } from '../providers/signing/builtin/builtin-provider';
import { verifyBoldSignSignature } from '../providers/signing/boldsign/webhook-signature';
import {
  completeSigning,
  findAgreement,
  type AgreementDeps,
} from '../services/agreements/agreements';

const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLocaleLowerCase() ===
  b.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/** The built-in provider's signing page API. Only the user a document belongs to may see or sign it. */
export function builtinSigningRoutes(auth: Auth, deps: AgreementDeps, builtin: BuiltinProvider) {
  const app = new Hono<AppEnv>();
  const reauthenticate = reauthenticator(auth, deps.db);
  app.use(requireUser(auth));
  const ownAgreement = async (documentId: string, userId: string) => {
    const row = isDocumentId(documentId)
      ? await findAgreement(deps, documentId, userId)
      : undefined;
    if (!row) throw new AppError('not_found', agreementMessages.noDocumentId);
    return row;
  };

  const base = '/api/signing/builtin';
  onContract(app, base, signingDocumentContract, async (c) => {
    const row = await ownAgreement(c.req.param('documentId') ?? '', c.get('user').id);
    const { document, template } = await builtin.view(row.documentId);
    c.header('Cache-Control', 'no-store');
    return reply(c, signingDocumentContract, {
      documentId: document.id,
      status: document.status,
      signer: {
        name: document.signerName,
        email: document.signerEmail,
        jobTitle: document.signerJobTitle,
      },
      agreement: { title: template.title, version: template.version, sections: template.sections },
    });
  });

  onContract(app, base, signDocumentContract, async (c) => {
    const row = await ownAgreement(c.req.param('documentId') ?? '', c.get('user').id);
    const input = await parseBody(c, signDocumentContract.body);
    if (!sameName(input.typedName, row.signerName)) {
      throw new AppError(
        'name_mismatch',
        `Please type your full name exactly as given: ${row.signerName}`,
      );
    }
    // The signer proves who they are again at the signature itself (21 CFR 11.200).
    const signerCheck = await reauthenticate(actorOf(c), input);
    await builtin.sign(row.documentId, {
      typedName: input.typedName,
      signerCheck,
      signaturePng: Buffer.from(input.signature.slice(input.signature.indexOf(',') + 1), 'base64'),
      ipAddress: c.get('clientIp'),
      // The certificate page prints what the browser said, or nothing.
      userAgent: c.req.header('user-agent') ?? '',
    });
    // Completed here, on the server: nothing is lost if the browser closes before it hears back.
    const done = await completeSigning(deps, row);
    // The built-in provider has just recorded the signature, so nothing else can come back.
    if (done.status !== 'signed' || !done.agreementId)
      throw new Error(`built-in document ${row.documentId} is ${done.status} after signing`);
    return reply(c, signDocumentContract, { status: done.status, agreementId: done.agreementId });
  });

  return app;
}

/**
 * BoldSign's webhook. Accepted only with a valid, fresh signature; it triggers the same
 * completion as the browser, which asks BoldSign itself whether the document is signed.
 */
export function boldSignWebhookRoutes(deps: AgreementDeps, secret: string) {
  return new Hono<AppEnv>().post('/', async (c) => {
    const raw = await c.req.text();
    if (!verifyBoldSignSignature(c.req.header('x-boldsign-signature'), raw, secret)) {
      throw new AppError(
        'invalid_signature',
        'The webhook signature is missing, invalid or stale.',
        { status: 401 },
      );
    }
    let event: { event?: { eventType?: string }; data?: { documentId?: string } };
    try {
      event = JSON.parse(raw);
    } catch {
      throw new AppError('invalid_json', 'The request body is not valid JSON.');
    }
    const type = event.event?.eventType;
    const documentId = event.data?.documentId;
    if (type && ['Completed', 'Signed', 'Declined', 'Expired'].includes(type) && documentId) {
      const row = await findAgreement(deps, documentId);
      if (row) {
        try {
          await completeSigning(deps, row);
        } catch (error) {
          logger.warn('BoldSign webhook could not complete the agreement', {
            documentId,
            error: errorMessage(error),
          });
          throw new AppError(
            'not_completed',
            'The agreement could not be updated now; please retry.',
          );
        }
      }
    }
    return c.json({ received: true });
  });
}
