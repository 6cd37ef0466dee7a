// A bare node:http handler answering the benchmarked calls the way the portal does: the same
// session check and SQL, the same JSON. bench/api.ts compares the portal against it.
//   PORT=3302 AUTH_SECRET=… DATA_DIR=… (DATABASE_URL=… | PGLITE_DIR=…) node bench/bare-handler/server.ts
import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ADMIN_DEFAULT_PAGE_SIZE } from '#common/list-query';
import { ATTACHMENT_MAX_BYTES } from '#common/attachments';
import { openBareDb } from './database';
import {
  ADMIN_COUNTS,
  ADMIN_KEYS,
  ADMIN_PAGE,
  INSERT_ATTACHMENT,
  INSERT_SUBMISSION,
  objectOf,
  ONE,
  OWN_LIST,
  submissionOf,
} from './queries';
import { sessionUser, type BareUser } from './session';

const secret = process.env.AUTH_SECRET!;
const files = path.resolve(process.env.DATA_DIR!, 'files');
const db = await openBareDb(process.env);

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
};

async function readBody(req: IncomingMessage, max: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

type Handler = (req: IncomingMessage, res: ServerResponse, user: BareUser) => Promise<void>;

const ID = /^\/api\/submissions\/([0-9a-f-]{36})$/;

async function upload(req: IncomingMessage, res: ServerResponse, user: BareUser) {
  const bytes = await readBody(req, ATTACHMENT_MAX_BYTES);
  if (!bytes) return send(res, 413, { error: { code: 'too_large', message: 'Too large' } });
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') {
    return send(res, 415, { error: { code: 'unsupported_type', message: 'Unsupported' } });
  }
  const fileName = decodeURIComponent(String(req.headers['x-file-name'] ?? 'attachment'));
  const key = `attachments/${user.id}/${randomUUID()}`;
  await mkdir(path.dirname(path.join(files, key)), { recursive: true });
  await writeFile(path.join(files, key), bytes);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const [[id]] = (await db.rows(INSERT_ATTACHMENT, [
    user.id,
    key,
    fileName,
    'application/pdf',
    bytes.length,
    sha256,
  ])) as [[string]];
  send(res, 201, {
    attachment: { id, name: fileName, size: bytes.length, contentType: 'application/pdf', phi: [] },
  });
}

async function create(req: IncomingMessage, res: ServerResponse, user: BareUser) {
  const input = JSON.parse(String(await readBody(req, 1024 * 1024))) as Record<string, string>;
  const [row] = await db.rows(INSERT_SUBMISSION, [
    input.id,
    user.id,
    user.email,
    input.ideaTitle!.trim(),
    (input.ideaDescription ?? '').trim(),
    input.status ?? 'pending',
    input.attachmentId ?? null,
  ]);
  if (!row) return send(res, 403, { error: { code: 'agreement_required', message: 'No' } });
  send(res, 201, { submission: submissionOf(row) });
}

const routes: Record<string, Handler> = {
  'GET /api/submissions': async (_req, res, user) => {
    const rows = await db.rows(OWN_LIST, [user.id]);
    send(res, 200, { submissions: rows.map((row) => submissionOf(row)) });
  },
  'GET /api/submissions/:id': async (req, res, user) => {
    const [row] = await db.rows(ONE, [ID.exec(req.url!)![1]]);
    const submission = row && submissionOf(row);
    if (
      !submission ||
      (submission.userId !== user.id && (!user.isStaff || submission.status === 'draft'))
    ) {
      return send(res, 404, { error: { code: 'not_found', message: 'Submission not found' } });
    }
    send(res, 200, { submission });
  },
  'GET /api/admin/submissions': async (_req, res, user) => {
    if (!user.isStaff) return send(res, 403, { error: { code: 'forbidden', message: 'No' } });
    const [rows, [counts]] = await Promise.all([
      db.rows(ADMIN_PAGE, [ADMIN_DEFAULT_PAGE_SIZE, user.id]),
      db.rows(ADMIN_COUNTS),
    ]);
    const [pending, approved, rejected] = counts as number[];
    const all = pending! + approved! + rejected!;
    send(res, 200, {
      submissions: rows.map((row) => objectOf(ADMIN_KEYS, row)),
      total: all,
      totalIsCapped: false,
      page: 1,
      pageSize: ADMIN_DEFAULT_PAGE_SIZE,
      counts: { all, pending, approved, rejected },
      cappedCounts: [],
    });
  },
  'POST /api/attachments': upload,
  'POST /api/submissions': create,
};

const routeOf = (req: IncomingMessage) => {
  const url = req.url!.split('?')[0]!;
  return `${req.method} ${ID.test(url) ? '/api/submissions/:id' : url}`;
};

// Answers still being worked on: the load generator may hang up before they are done.
const working = new Set<Promise<unknown>>();

const server = createServer((req, res) => {
  const answer = (async () => {
    try {
      const route = routeOf(req);
      if (route === 'GET /api/health') {
        await db.rows('select 1');
        return send(res, 200, { status: 'ok', database: 'up' });
      }
      const handler = routes[route];
      if (!handler) return send(res, 404, { error: { code: 'not_found', message: 'Not found' } });
      const user = await sessionUser(db, req.headers.cookie, secret);
      if (!user?.emailVerified) {
        return send(res, 401, { error: { code: 'unauthenticated', message: 'Sign in' } });
      }
      await handler(req, res, user);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) send(res, 500, { error: { code: 'internal', message: 'Failed' } });
    }
  })();
  working.add(answer);
  void answer.finally(() => working.delete(answer));
});
server.listen(Number(process.env.PORT));

const stop = () =>
  server.close(async () => {
    await Promise.allSettled([...working]);
    await db.close();
    process.exit(0);
  });
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
