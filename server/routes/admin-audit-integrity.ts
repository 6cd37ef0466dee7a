import { Hono } from 'hono';
import {
  anchorTokenContract,
  auditIntegrityContract,
  verifyAuditChainContract,
} from '#common/contracts/audit-integrity';
import { adminOnly } from '../auth/guards';
import { onContract, reply } from '../http/contract-route';
import { actorOf, requestInfo, type AppEnv } from '../http/request-context';
import { uuidParam } from '../http/uuid-param';
import { anchorTimestampReply, auditIntegrity } from '../services/audit/integrity';
import { verifyAndRecord } from '../services/audit/verifications';
import type { SubmissionDeps } from '../services/submissions/deps';

/**
 * The Audit integrity page's API under /api/admin, admins only: the chain, its last check,
 * "Verify now" (audited), and the timestamp token of the last anchored head.
 */
export function auditIntegrityRoutes(
  deps: Pick<SubmissionDeps, 'db'>,
  options: { timestampsConfigured: boolean },
) {
  const app = new Hono<AppEnv>();
  app.use('/audit-integrity', adminOnly);
  app.use('/audit-integrity/*', adminOnly);

  const base = '/api/admin';
  onContract(app, base, auditIntegrityContract, async (c) =>
    reply(c, auditIntegrityContract, await auditIntegrity(deps.db, options)),
  );

  onContract(app, base, verifyAuditChainContract, async (c) => {
    await verifyAndRecord(deps.db, {
      kind: 'admin',
      actor: actorOf(c),
      request: requestInfo(c),
    });
    return reply(c, verifyAuditChainContract, await auditIntegrity(deps.db, options));
  });

  onContract(app, base, anchorTokenContract, async (c) => {
    const id = uuidParam(c, 'id', 'No such timestamp.');
    const { entryId, response } = await anchorTimestampReply(deps.db, id);
    c.header('Content-Type', 'application/timestamp-reply');
    c.header(
      'Content-Disposition',
      `attachment; filename="audit-head-${entryId.replace(/\D/g, '')}.tsr"`,
    );
    c.header('Cache-Control', 'private, no-store');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(new Uint8Array(response));
  });

  return app;
}
