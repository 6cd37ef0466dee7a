import { Hono } from 'hono';
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
import { linkSubmissions, unlinkSubmissions } from '../services/evaluation/links';
import { relatedTo } from '../services/evaluation/related';
import { addTag, removeTag, tagSuggestions } from '../services/evaluation/tags';

/**
 * Staff tags and related submissions, behind the admin API's staff check. Staff read them on
 * any submission they may read; only admins change them. A submission the caller may not read
 * answers as one that does not exist, before any body is read: the services decide, then read
 * the input through the functions they are given.
 */
export function evaluationTagRoutes(deps: { db: Db }) {
  const app = new Hono<AppEnv>();
  const notFound = adminMessages.submissionNotFound.message;

  app.get('/tags', async (c) => {
    const { q } = parseQuery(c, tagSuggestionsQuerySchema);
    return c.json(await tagSuggestions(deps.db, actorOf(c), q));
  });

  app.post('/submissions/:id/tags', async (c) => {
    const id = uuidParam(c, 'id', notFound);
    const tag = async () => (await parseBody(c, addTagSchema)).tag;
    return c.json({ tags: await addTag(deps.db, actorOf(c), id, tag, requestInfo(c)) });
  });

  app.delete('/submissions/:id/tags', async (c) => {
    const id = uuidParam(c, 'id', notFound);
    const tag = () => parseQuery(c, removeTagQuerySchema).tag;
    return c.json({ tags: await removeTag(deps.db, actorOf(c), id, tag, requestInfo(c)) });
  });

  app.get('/submissions/:id/related', async (c) =>
    c.json(await relatedTo(deps.db, actorOf(c), uuidParam(c, 'id', notFound))),
  );

  app.post('/submissions/:id/links', async (c) => {
    const id = uuidParam(c, 'id', notFound);
    const input = () => parseBody(c, linkSubmissionSchema);
    return c.json({ links: await linkSubmissions(deps.db, actorOf(c), id, input, requestInfo(c)) });
  });

  app.delete('/submissions/:id/links/:otherId', async (c) => {
    const id = uuidParam(c, 'id', notFound);
    const otherId = () => uuidParam(c, 'otherId', notFound);
    const links = await unlinkSubmissions(deps.db, actorOf(c), id, otherId, requestInfo(c));
    return c.json({ links });
  });

  return app;
}
