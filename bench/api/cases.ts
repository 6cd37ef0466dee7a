// What the API bench measures: each case's request sequence for the load generator, and the
// check that the portal and the bare handler answer it with the same body.
import { randomUUID } from 'node:crypto';
import type { Requests } from './load';
import { ORIGIN, type Seeded, type Visitor } from './seed';

export interface Case {
  name: string;
  requests(seeded: Seeded): Requests;
  /** Fails unless both servers answer alike; called before any load. */
  check(seeded: Seeded, portal: string, bare: string): Promise<void>;
  /** Creates are bounded by the portal's rate limits: a number of requests, not a duration. */
  bounded?: boolean;
}

const headersOf = (visitor: Visitor) => ({
  cookie: visitor.cookie,
  // The portal trusts the proxy header here, so each user has their own address.
  'x-forwarded-for': visitor.ip,
  origin: ORIGIN,
});

/** Takes the next visitor for each request sequence, round robin. */
function rotation<T>(items: T[]) {
  let next = 0;
  return () => items[next++ % items.length]!;
}

async function body(url: string, visitor: Visitor | null, init: RequestInit = {}) {
  const response = await fetch(url, {
    ...init,
    headers: { ...(visitor ? headersOf(visitor) : {}), ...(init.headers as object) },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${text}`);
  return text;
}

function assertSame(name: string, portal: string, bare: string) {
  if (portal === bare) return;
  // Where they part, with some of what comes before it.
  let at = 0;
  while (portal[at] === bare[at]) at++;
  const from = Math.max(0, at - 120);
  throw new Error(
    `${name}: the portal and the bare handler answer differently from character ${at}\n  portal: …${portal.slice(from, at + 200)}\n  bare:   …${bare.slice(from, at + 200)}`,
  );
}

/** A GET case: the same path, per visitor, on both servers. */
function get(
  name: string,
  visitors: (seeded: Seeded) => (Visitor | null)[],
  path: (visitor: Visitor | null, seeded: Seeded) => string,
): Case {
  return {
    name,
    requests(seeded) {
      const next = rotation(visitors(seeded));
      return [
        {
          method: 'GET',
          setupRequest(request) {
            const visitor = next();
            return {
              ...request,
              path: path(visitor, seeded),
              headers: visitor ? headersOf(visitor) : {},
            };
          },
        },
      ];
    },
    async check(seeded, portal, bare) {
      for (const visitor of visitors(seeded)) {
        const at = path(visitor, seeded);
        assertSame(name, await body(portal + at, visitor), await body(bare + at, visitor));
      }
    },
  };
}

const ownIdea = (visitor: Visitor | null, seeded: Seeded) =>
  seeded.users.find((user) => user.cookie === visitor?.cookie)!.ideaIds[3]!;

const idea = (attachmentId: unknown) =>
  JSON.stringify({
    id: randomUUID(),
    status: 'draft',
    ideaTitle: 'Radiopaque marker on the aspiration catheter tip',
    ideaDescription: 'A marker band 2 mm from the tip would show its position under fluoroscopy.',
    attachmentId,
  });

/** Generated values (ids, times) replaced, so two creates can be compared. */
const comparable = (json: string) =>
  json
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>')
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/g, '<time>');

function create(pdf: Uint8Array): Case {
  const upload = { 'content-type': 'application/pdf', 'x-file-name': 'sketch.pdf' };
  const json = { 'content-type': 'application/json' };
  return {
    name: 'create with a 1 MB PDF (upload, then create)',
    bounded: true,
    requests(seeded) {
      const next = rotation(seeded.users);
      return [
        {
          method: 'POST',
          path: '/api/attachments',
          body: Buffer.from(pdf),
          setupRequest(request, context) {
            context.visitor = next();
            return { ...request, headers: { ...headersOf(context.visitor as Visitor), ...upload } };
          },
          onResponse(status, text, context) {
            if (status === 201) context.attachmentId = JSON.parse(text).attachment.id;
          },
        },
        {
          method: 'POST',
          path: '/api/submissions',
          setupRequest(request, context) {
            const headers = { ...headersOf(context.visitor as Visitor), ...json };
            return { ...request, headers, body: idea(context.attachmentId) };
          },
        },
      ];
    },
    async check(seeded, portal, bare) {
      const visitor = seeded.users[0]!;
      const answers = [];
      for (const server of [portal, bare]) {
        const method = 'POST';
        const uploaded = await body(`${server}/api/attachments`, visitor, {
          method,
          headers: upload,
          body: new Uint8Array(pdf),
        });
        const created = await body(`${server}/api/submissions`, visitor, {
          method,
          headers: json,
          body: idea(JSON.parse(uploaded).attachment.id),
        });
        answers.push(comparable(uploaded + created));
      }
      assertSame(this.name, answers[0]!, answers[1]!);
    },
  };
}

export function allCases(pdf: Uint8Array): Case[] {
  return [
    get(
      'GET /api/health',
      () => [null],
      () => '/api/health',
    ),
    get(
      'GET own list (11 rows)',
      (seeded) => seeded.users,
      () => '/api/submissions',
    ),
    get(
      'GET one submission (detail)',
      (seeded) => seeded.users,
      (visitor, seeded) => `/api/submissions/${ownIdea(visitor, seeded)}`,
    ),
    get(
      'GET admin submissions list, page 1',
      (seeded) => [seeded.admin],
      () => '/api/admin/submissions',
    ),
    create(pdf),
  ];
}
