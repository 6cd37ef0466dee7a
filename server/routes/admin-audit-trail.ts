import { Hono, type Context } from 'hono';
import {
  AUDIT_TRAIL_CSV_MAX,
  AUDIT_TRAIL_PDF_MAX,
  type AuditTrailFilters,
} from '#common/audit-trail';
import {
  auditTrailContract,
  auditTrailCsvContract,
  auditTrailPdfContract,
} from '#common/contracts/audit-trail';
import { adminOnly } from '../auth/guards';
import { onContract, reply } from '../http/contract-route';
import { actorOf, requestInfo, type AppEnv } from '../http/request-context';
import { parseQuery } from '../http/validate';
import { errorMessage, logger } from '../lib/logger';
import { recordAudit } from '../services/audit/record-audit';
import {
  auditTrailPage,
  countTrail,
  newestId,
  setFilters,
  trailRows,
} from '../services/audit/trail';
import { auditTrailCsvStream } from '../services/audit/trail-csv';
import { renderAuditTrailPdf } from '../services/audit/trail-pdf';
import type { SubmissionDeps } from '../services/submissions/deps';
import { requestIdOf } from '#server/http/request-id';

/** Downloads that are never cached, sniffed or transformed (a compressor would hold lines back). */
function download(c: Context<AppEnv>, type: string, extension: 'csv' | 'pdf') {
  const day = new Date().toISOString().slice(0, 10);
  c.header('Content-Type', type);
  c.header('Content-Disposition', `attachment; filename="audit-trail-${day}.${extension}"`);
  c.header('Cache-Control', 'private, no-store, no-transform');
  c.header('X-Content-Type-Options', 'nosniff');
}

/**
 * The Audit trail page's API under /api/admin, admins only: the log a page at a time, and every
 * matching entry as CSV or PDF. An export covers the log as it stood when asked (up to its
 * newest entry then), and is itself audited, with its format, filters and rows, before its
 * first byte.
 */
export function auditTrailRoutes(deps: Pick<SubmissionDeps, 'db'>) {
  const app = new Hono<AppEnv>();
  app.use('/audit-trail', adminOnly);
  app.use('/audit-trail/*', adminOnly);

  const base = '/api/admin';
  onContract(app, base, auditTrailContract, async (c) =>
    reply(
      c,
      auditTrailContract,
      await auditTrailPage(deps.db, parseQuery(c, auditTrailContract.query)),
    ),
  );

  async function audited(
    c: Context<AppEnv>,
    format: 'csv' | 'pdf',
    filters: AuditTrailFilters,
    counted: { rows: number; truncated: boolean },
  ) {
    await recordAudit(deps.db, {
      action: 'audit.exported',
      actor: actorOf(c),
      ...requestInfo(c),
      details: { format, filters: setFilters(filters), ...counted },
    });
  }

  onContract(app, base, auditTrailCsvContract, async (c) => {
    const filters = parseQuery(c, auditTrailCsvContract.query);
    const upTo = await newestId(deps.db);
    const counted = await countTrail(deps.db, filters, upTo, AUDIT_TRAIL_CSV_MAX);
    await audited(c, 'csv', filters, counted);
    download(c, 'text/csv; charset=utf-8', 'csv');
    return c.body(
      auditTrailCsvStream(deps.db, filters, upTo, (error, rowsSent) =>
        logger.error('audit trail export failed midway', {
          requestId: requestIdOf(c),
          error: errorMessage(error),
          rowsSent,
        }),
      ),
    );
  });

  onContract(app, base, auditTrailPdfContract, async (c) => {
    const filters = parseQuery(c, auditTrailPdfContract.query);
    const upTo = await newestId(deps.db);
    const rows = await trailRows(deps.db, filters, AUDIT_TRAIL_PDF_MAX + 1, { upTo });
    const truncated = rows.length > AUDIT_TRAIL_PDF_MAX;
    const kept = rows.slice(0, AUDIT_TRAIL_PDF_MAX);
    const pdf = await renderAuditTrailPdf({
      rows: kept,
      filters,
      truncated,
      madeAt: new Date(),
      madeBy: actorOf(c).email,
    });
    await audited(c, 'pdf', filters, { rows: kept.length, truncated });
    download(c, 'application/pdf', 'pdf');
    return c.body(new Uint8Array(pdf));
  });

  return app;
}
