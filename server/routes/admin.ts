import { Hono } from 'hono';
import { adminMessages } from '#common/admin-messages';
import {
  adminSubmissionsQuerySchema,
  updateSubmissionStatusSchema,
} from '#common/staff-submissions';
import { adminUsersQuerySchema, updateUserRoleSchema } from '#common/users';
import type { Auth } from '../auth/auth';
import { adminOnly, requireStaff } from '../auth/guards';
import { actorOf, requestInfo, type AppEnv } from '../http/request-context';
import { uuidParam, uuidQuery } from '../http/uuid-param';
import { parseBody, parseQuery } from '../http/validate';
import { submissionIdParam } from './admin-access';
import { evaluationRoutes } from './admin-evaluation';
import { conversationRoutes } from './conversation';
import { evaluationTagRoutes } from './admin-evaluation-tags';
import { sendEvidenceBundle } from './evidence-download';
import { routeLimits } from '../http/limits';
import { rateLimit } from '../http/rate-limit';
import { proofStatus } from '../services/proof/proof-status';
import { auditIntegrityRoutes } from './admin-audit-integrity';
import { mailRoutes } from './admin-mail';
import { errorMessage, logger } from '../lib/logger';
import { recordAudit } from '../services/audit/record-audit';
import { activity, dashboardStats } from '../services/admin/dashboard';
import {
  conversationCounts,
  countSubmissions,
  listAdminSubmissions,
} from '../services/admin/submission-list';
import {
  deleteSentSubmission,
  getAdminSubmission,
  updateSubmissionStatus,
} from '../services/admin/submission-review';
import { setStaffRole, staffFor } from '../services/admin/staff-roles';
import { submissionsCsvStream } from '../services/admin/submissions-csv';
import { getAdminUser, listAdminUsers } from '../services/admin/user-list';
import type { SubmissionDeps } from '../services/submissions/submissions';

/**
 * The admin portal's API: 401 without a session, 403 for anyone but staff with a second factor.
 * Admins reach everything. A reviewer reaches only what concerns their own assignments: any
 * other submission (or its submitter) answers as one that does not exist, and the admin's own
 * powers (status, delete, export, users, roles) are refused.
 */
export function adminRoutes(
  auth: Auth,
  deps: SubmissionDeps,
  options: { timestampsConfigured: boolean } = { timestampsConfigured: false },
) {
  const app = new Hono<AppEnv>();
  app.use(requireStaff(auth));

  app.get('/stats', adminOnly, async (c) => c.json(await dashboardStats(deps.db, deps.staffEmail)));
  app.get('/activity', adminOnly, async (c) => c.json(await activity(deps.db)));

  app.get('/submissions', async (c) =>
    c.json(
      await listAdminSubmissions(deps.db, parseQuery(c, adminSubmissionsQuerySchema), actorOf(c)),
    ),
  );

  /**
   * The current filtered, sorted list as a spreadsheet. Counted and audited before the first
   * byte: a database that fails here gets an error status, and an export cut short is still
   * on record.
   */
  app.get('/submissions/export.csv', adminOnly, async (c) => {
    const { status, q, sort, dir, conversation, tag } = parseQuery(c, adminSubmissionsQuerySchema);
    const reader = actorOf(c);
    const rows = await countSubmissions(deps.db, { status, q, conversation, tag }, reader);
    await recordAudit(deps.db, {
      action: 'submissions.exported',
      actor: reader,
      ...requestInfo(c),
      details: { status, q, sort, dir, conversation, tag, rows },
    });
    const day = new Date().toISOString().slice(0, 10);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="submissions-${day}.csv"`);
    // no-transform: uncompressed, so a failure line is never held back in a compressor.
    c.header('Cache-Control', 'private, no-store, no-transform');
    return c.body(
      submissionsCsvStream(
        deps.db,
        { status, q, sort, dir, conversation, tag },
        reader,
        (error, rowsSent) =>
          logger.error('submissions export failed midway', {
            error: errorMessage(error),
            rowsSent,
          }),
      ),
    );
  });

  app.route('/submissions', conversationRoutes(deps, 'staff'));
  app.route('/', evaluationRoutes(deps));
  app.route('/', evaluationTagRoutes(deps));
  app.route('/', auditIntegrityRoutes(deps, options));
  app.route('/', mailRoutes(deps));

  app.get('/conversation-counts', async (c) =>
    c.json(await conversationCounts(deps.db, actorOf(c))),
  );

  /** Who can be mentioned in an internal note (of one submission, with `?submissionId=`). */
  app.get('/staff', async (c) => {
    const submissionId = uuidQuery(c, 'submissionId', adminMessages.submissionNotFound.message);
    return c.json({ staff: await staffFor(deps.db, actorOf(c), submissionId) });
  });

  app.get('/submissions/:id', async (c) =>
    c.json(await getAdminSubmission(deps.db, actorOf(c), submissionIdParam(c))),
  );

  app.patch('/submissions/:id/status', async (c) => {
    const input = () => parseBody(c, updateSubmissionStatusSchema);
    const id = submissionIdParam(c);
    const submission = await updateSubmissionStatus(deps, actorOf(c), id, input, requestInfo(c));
    return c.json({ submission });
  });

  /** Any sent idea's evidence bundle, for admins: a reviewer is refused as for other powers. */
  app.get('/submissions/:id/evidence', rateLimit(deps.db, routeLimits.evidence), async (c) =>
    sendEvidenceBundle(c, deps, submissionIdParam(c), 'staff'),
  );

  app.get('/submissions/:id/proof', async (c) =>
    c.json(await proofStatus(deps, actorOf(c), submissionIdParam(c), 'staff')),
  );

  app.delete('/submissions/:id', async (c) => {
    await deleteSentSubmission(deps, actorOf(c), submissionIdParam(c), requestInfo(c));
    return c.body(null, 204);
  });

  app.get('/users', adminOnly, async (c) =>
    c.json(await listAdminUsers(deps.db, parseQuery(c, adminUsersQuerySchema))),
  );

  app.get('/users/:id', async (c) =>
    c.json(await getAdminUser(deps.db, actorOf(c), uuidParam(c, 'id', adminMessages.userNotFound))),
  );

  /** Make admin / Make reviewer / Remove role: the only way staff membership changes, audited. */
  app.post('/users/:id/role', adminOnly, async (c) => {
    const userId = uuidParam(c, 'id', adminMessages.userNotFound);
    const { role } = await parseBody(c, updateUserRoleSchema);
    return c.json(
      await setStaffRole(deps.db, { actor: actorOf(c), userId, role, ...requestInfo(c) }),
    );
  });

  return app;
}
