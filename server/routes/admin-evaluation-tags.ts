import { Hono } from 'hono';
import { adminMessages } from '#common/admin-messages';
import {
  addTagContract,
  linkSubmissionsContract,
  relatedSubmissionsContract,
  removeTagContract,
  tagSuggestionsContract,
  unlinkSubmissionsContract,
} from '#common/contracts/evaluation';
import type { Db } from '../db/client';
import { onContract, reply } from '../http/contract-route';
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
  const base = '/api/admin';
  const notFound = adminMessages.submissionNotFound.message;

  onContract(app, base, tagSuggestionsContract, async (c) => {
    const { q } = parseQuery(c, tagSuggestionsContract.query);
    return reply(c, tagSuggestionsContract, await tagSuggestions(deps.db, actorOf(c), q));
  });

  onContract(app, base, addTagContract, async (c) => {
    const id = uuidParam(c, 'id', notFound);
    const tag = async () => (await parseBody(c, addTagContract.body)).tag;
    const tags = await addTag(deps.db, actorOf(c), id, tag, requestInfo(c));
    return reply(c, addTagContract, { tags });
  });

  onContract(app, base, removeTagContract, async (c) => {
    const id = uuidParam(c, 'id', notFound);
    const tag = () => parseQuery(c, removeTagContract.query).tag;
    const tags = await removeTag(deps.db, actorOf(c), id, tag, requestInfo(c));
    return reply(c, removeTagContract, { tags });
  });

  onContract(app, base, relatedSubmissionsContract, async (c) =>
    reply(
      c,
      relatedSubmissionsContract,
      await relatedTo(deps.db, actorOf(c), uuidParam(c, 'id', notFound)),
    ),
  );

  onContract(app, base, linkSubmissionsContract, async (c) => {
    const id = uuidParam(c, 'id', notFound);
    const input = () => parseBody(c, linkSubmissionsContract.body);
    const links = await linkSubmissions(deps.db, actorOf(c), id, input, requestInfo(c));
    return reply(c, linkSubmissionsContract, { links });
  });

  onContract(app, base, unlinkSubmissionsContract, async (c) => {
    const id = uuidParam(c, 'id', notFound);
    const otherId = () => uuidParam(c, 'otherId', notFound);
    const links = await unlinkSubmissions(deps.db, actorOf(c), id, otherId, requestInfo(c));
    return reply(c, unlinkSubmissionsContract, { links });
  });

  return app;
}
