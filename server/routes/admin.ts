import { Hono } from 'hono';
import { adminMessages } from '#common/admin-messages';
import { activityContract, dashboardStatsContract } from '#common/contracts/dashboard';
import { staffEvidenceContract, staffProofContract } from '#common/contracts/proof';
import {
  conversationCountsContract,
  deleteStaffSubmissionContract,
  staffSubmissionContract,
  staffSubmissionListContract,
  staffSubmissionsExportContract,
  updateSubmissionStatusContract,
} from '#common/contracts/staff-submissions';
import {
  setUserRoleContract,
  staffContract,
  userContract,
  userListContract,
} from '#common/contracts/users';
import { reauthenticator } from '../auth/reauthenticate';
import type { Auth } from '../auth/auth';
import { barDateRuleRoutes } from './bar-date-rules';
import { pipelineSettingRoutes } from './pipeline';
import { integrationRoutes } from './integrations';
import type { WebhookDeps } from '../services/webhooks/index';
import { staffCalendarFeedRoutes } from './calendar';
import { staffCoInventorRoutes } from './co-inventors';
import { staffFactRequirementRoutes } from './fact-requirements';
import { adminOnly, requireStaff } from '../auth/guards';
import { onContract, reply } from '../http/contract-route';
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
import { auditTrailRoutes } from './admin-audit-trail';
import { recordsRoutes } from './admin-records';
import { erasureRequestRoutes } from './admin-erasure-requests';
import { ssoSettingRoutes } from './admin-sso';
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
import type { SubmissionDeps } from '../services/submissions/deps';

/**
 * The admin portal's API: 401 without a session, 403 for anyone but staff with a second factor.
 * Admins reach everything. A reviewer reaches only what concerns their own assignments: any
 * other submission (or its submitter) answers as one that does not exist, and the admin's own
 * powers (status, delete, export, users, roles) are refused.
 */
export function adminRoutes(
  auth: Auth,
  deps: SubmissionDeps,
  options: { timestampsConfigured: boolean; webhooks: WebhookDeps },
) {
  const app = new Hono<AppEnv>();
  app.use(requireStaff(auth));

  const base = '/api/admin';
  onContract(app, base, dashboardStatsContract, adminOnly, async (c) =>
    reply(c, dashboardStatsContract, await dashboardStats(deps.db, deps.staffEmail)),
  );
  onContract(app, base, activityContract, adminOnly, async (c) =>
    reply(c, activityContract, await activity(deps.db)),
  );

  onContract(app, base, staffSubmissionListContract, async (c) => {
    const query = parseQuery(c, staffSubmissionListContract.query);
    return reply(
      c,
      staffSubmissionListContract,
      await listAdminSubmissions(deps.db, query, actorOf(c)),
    );
  });

  /**
   * The current filtered, sorted list as a spreadsheet. Counted and audited before the first
   * byte: a database that fails here gets an error status, and an export cut short is still
   * on record.
   */
  onContract(app, base, staffSubmissionsExportContract, adminOnly, async (c) => {
    const { status, q, sort, dir, conversation, tag } = parseQuery(
      c,
      staffSubmissionsExportContract.query,
    );
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
  app.route('/', evaluationRoutes(deps, reauthenticator(auth, deps.db)));
  app.route('/', evaluationTagRoutes(deps));
  app.route('/', auditIntegrityRoutes(deps, options));
  app.route('/', auditTrailRoutes(deps));
  app.route('/', recordsRoutes(deps));
  app.route('/', erasureRequestRoutes(deps.db));
  app.route('/', ssoSettingRoutes(deps.db, deps.appUrl));
  app.route('/', mailRoutes(deps));
  app.route('/', staffFactRequirementRoutes(deps.db));
  app.route('/', staffCoInventorRoutes(deps));
  app.route('/', staffCalendarFeedRoutes(deps));
  app.route('/', barDateRuleRoutes(deps.db));
  app.route('/', pipelineSettingRoutes(deps.db));
  app.route('/', integrationRoutes(options.webhooks));

  onContract(app, base, conversationCountsContract, async (c) =>
    reply(c, conversationCountsContract, await conversationCounts(deps.db, actorOf(c))),
  );

  /** Who can be assigned, or mentioned in a note (of one submission, with `?submissionId=`). */
  onContract(app, base, staffContract, async (c) => {
    const submissionId = uuidQuery(c, 'submissionId', adminMessages.submissionNotFound.message);
    const staff = await staffFor(deps.db, actorOf(c), submissionId);
    return reply(c, staffContract, { staff });
  });

  onContract(app, base, staffSubmissionContract, async (c) =>
    reply(
      c,
      staffSubmissionContract,
      await getAdminSubmission(deps.db, actorOf(c), submissionIdParam(c)),
    ),
  );

  onContract(app, base, updateSubmissionStatusContract, async (c) => {
    const input = () => parseBody(c, updateSubmissionStatusContract.body);
    const id = submissionIdParam(c);
    const submission = await updateSubmissionStatus(deps, actorOf(c), id, input, requestInfo(c));
    return reply(c, updateSubmissionStatusContract, { submission });
  });

  /** Any sent idea's evidence bundle, for admins: a reviewer is refused as for other powers. */
  onContract(
    app,
    base,
    staffEvidenceContract,
    rateLimit(deps.db, routeLimits.evidence),
    async (c) => sendEvidenceBundle(c, deps, submissionIdParam(c), 'staff'),
  );

  onContract(app, base, staffProofContract, async (c) =>
    reply(
      c,
      staffProofContract,
      await proofStatus(deps, actorOf(c), submissionIdParam(c), 'staff'),
    ),
  );

  onContract(app, base, deleteStaffSubmissionContract, async (c) => {
    await deleteSentSubmission(deps, actorOf(c), submissionIdParam(c), requestInfo(c));
    return c.body(null, 204);
  });

  onContract(app, base, userListContract, adminOnly, async (c) =>
    reply(
      c,
      userListContract,
      await listAdminUsers(deps.db, parseQuery(c, userListContract.query)),
    ),
  );

  onContract(app, base, userContract, async (c) =>
    reply(
      c,
      userContract,
      await getAdminUser(deps.db, actorOf(c), uuidParam(c, 'id', adminMessages.userNotFound)),
    ),
  );

  /** Make admin / Make reviewer / Remove role: the only way staff membership changes, audited. */
  onContract(app, base, setUserRoleContract, adminOnly, async (c) => {
    const userId = uuidParam(c, 'id', adminMessages.userNotFound);
    const { role } = await parseBody(c, setUserRoleContract.body);
    const changed = await setStaffRole(deps.db, {
      actor: actorOf(c),
      userId,
      role,
      ...requestInfo(c),
    });
    return reply(c, setUserRoleContract, { role: changed.role });
  });

  return app;
}
