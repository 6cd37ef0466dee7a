import { Hono } from 'hono';
import type { Viewpoint } from '#common/access';
import { adminMessages } from '#common/admin-messages';
import { threadContracts } from '#common/contracts/conversation';
import { submissionMessages } from '#common/submissions';
import { onContract, reply } from '../http/contract-route';
import { sendDownload } from '../http/download';
import { routeLimits } from '../http/limits';
import { rateLimit } from '../http/rate-limit';
import { actorOf, requestInfo, type AppEnv } from '../http/request-context';
import { uuidParam } from '../http/uuid-param';
import { parseBody } from '../http/validate';
import { messageAttachment } from '../services/conversation/message-attachment';
import { postMessage } from '../services/conversation/post-message';
import { markRead } from '../services/conversation/reads';
import { readThread } from '../services/conversation/thread';
import type { SubmissionDeps } from '../services/submissions/deps';

/**
 * A sent submission's conversation under `/:id/messages`, for one audience. It is mounted
 * behind that audience's guard (signed in, or staff), and every service call checks again
 * that the caller may read this submission: its submitter, or staff.
 */
export function conversationRoutes(deps: SubmissionDeps, audience: Viewpoint) {
  const app = new Hono<AppEnv>();
  const contracts = threadContracts[audience];
  const base = audience === 'staff' ? '/api/admin/submissions' : '/api/submissions';
  const notFound =
    audience === 'staff' ? adminMessages.submissionNotFound.message : submissionMessages.notFound;
  const submissionId = (c: Parameters<typeof uuidParam>[0]) => uuidParam(c, 'id', notFound);

  onContract(app, base, contracts.read, async (c) =>
    reply(c, contracts.read, await readThread(deps.db, actorOf(c), submissionId(c), audience)),
  );

  onContract(app, base, contracts.post, rateLimit(deps.db, routeLimits.message), async (c) => {
    const id = submissionId(c);
    const input = await parseBody(c, contracts.post.body);
    const { message, created } = await postMessage(
      deps,
      actorOf(c),
      id,
      input,
      audience,
      requestInfo(c),
    );
    return reply(c, contracts.post, { message }, created ? 201 : 200);
  });

  onContract(app, base, contracts.markRead, async (c) => {
    const id = submissionId(c);
    const { lastSeenId } = await parseBody(c, contracts.markRead.body);
    await markRead(deps.db, actorOf(c), id, lastSeenId, audience);
    return c.body(null, 204);
  });

  onContract(app, base, contracts.attachment, async (c) => {
    const id = submissionId(c);
    const messageId = uuidParam(c, 'messageId', notFound);
    const file = await messageAttachment(deps, actorOf(c), id, messageId, audience, requestInfo(c));
    return sendDownload(c, { ...file, filename: file.fileName });
  });

  return app;
}
