import { Hono, type Context } from 'hono';
import { adminMessages } from '#common/admin-messages';
import {
  addTagSchema,
  linkSubmissionSchema,
  removeTagQuerySchema,
  tagSuggestionsQuerySchema,
} from '#common/tags';
import type { Db } from '../db/client';
import { actorOf, requestInfo, type AppEnv } from '../http/request-context';
import { uuidParam } from '../http/uuid-param';
import { parseBody, parseQuery } from '../http/validate';
import { requireStaffAccess } from '../services/evaluation/access';
import { linkSubmissions, linksOf, unlinkSubmissions } from '../services/evaluation/links';
import { similarSubmissions } from '../services/evaluation/related';
import { addTag, removeTag, tagSuggestions } from '../services/evaluation/tags';

/**
 * Staff tags and related submissions, behind the admin API's staff check. Staff read them on
 * any submission they may read; only admins change them. A submission the caller may not read
 * answers as one that does not exist, before any body is read.
 */
export function evaluationTagRoutes(deps: { db: Db }) {
  const app = new Hono<AppEnv>();
  const notFound = adminMessages.submissionNotFound.message;
  /** The submission in the path, once the caller may read it (and, with adminPower, change it). */
  const submission = async (c: Context<AppEnv>, adminPower: boolean) => {
    const id = uuidParam(c, 'id', notFound);
    await requireStaffAccess(deps.db, actorOf(c), id, notFound, { adminPower });
    return id;
  };

  app.get('/tags', async (c) => {
    const { q } = parseQuery(c, tagSuggestionsQuerySchema);
    return c.json(await tagSuggestions(deps.db, actorOf(c), q));
  });

  app.post('/submissions/:id/tags', async (c) => {
    const id = await submission(c, true);
    const { tag } = await parseBody(c, addTagSchema);
    return c.json({ tags: await addTag(deps.db, actorOf(c), id, tag, requestInfo(c)) });
  });

  app.delete('/submissions/:id/tags', async (c) => {
    const id = await submission(c, true);
    const { tag } = parseQuery(c, removeTagQuerySchema);
    return c.json({ tags: await removeTag(deps.db, actorOf(c), id, tag, requestInfo(c)) });
  });

  app.get('/submissions/:id/related', async (c) => {
    const id = await submission(c, false);
    const actor = actorOf(c);
    const [similar, links] = await Promise.all([
      similarSubmissions(deps.db, actor, id),
      linksOf(deps.db, actor, id),
    ]);
    return c.json({ similar, links });
  });

  app.post('/submissions/:id/links', async (c) => {
    const submissionId = await submission(c, true);
    const { otherId, kind } = await parseBody(c, linkSubmissionSchema);
    const links = await linkSubmissions(
      deps.db,
      actorOf(c),
      { submissionId, otherId, kind },
      requestInfo(c),
    );
    return c.json({ links });
  });

  app.delete('/submissions/:id/links/:otherId', async (c) => {
    const submissionId = await submission(c, true);
    const otherId = uuidParam(c, 'otherId', notFound);
    const links = await unlinkSubmissions(
      deps.db,
      actorOf(c),
      { submissionId, otherId },
      requestInfo(c),
    );
    return c.json({ links });
  });

  return app;
}
