import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEvents } from '#server/test/event-stream';
import { startCluster, until, type Cluster } from './cluster';
import { createClient, nextAddress, type Client } from './client';
import { startLoad, type Outcome, type Writer } from './load';
import { newInventor, sendIdea, signedInAdmin } from './people';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const PASSWORD = 'Multi-Instance-Pass-1';
const INVENTORS = 8;
const IDEAS = 200;

let cluster: Cluster;
let inventors: { email: string; client: Client; ideas: string[] }[];

beforeAll(async () => {
  cluster = await startCluster();
  inventors = await Promise.all(
    Array.from({ length: INVENTORS }, async (_, i) => {
      const email = `inventor${i}@multi.example`;
      return { email, client: await newInventor(cluster, email, PASSWORD), ideas: [] as string[] };
    }),
  );
});
afterAll(() => cluster?.close());

/** One query on the deployment's database. */
async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

const [a, b] = [0, 1] as const;
const via = (i: 0 | 1) => cluster.instances[i]!.url;

describe('two instances behind nginx on one PostgreSQL', () => {
  it('share sessions: signed in on one instance, signed in on the other, signed out on both', async () => {
    const client = createClient(cluster.appUrl, nextAddress());
    expect((await client.signIn(inventors[0]!.email, PASSWORD, via(a))).status).toBe(200);
    const me = await client.request('/api/me', { via: via(b) });
    expect(me.json<{ user: { email: string } | null }>().user?.email).toBe(inventors[0]!.email);

    expect((await client.request('/api/auth/sign-out', { json: {}, via: via(b) })).status).toBe(
      200,
    );
    const after = await client.request('/api/me', { via: via(a) });
    expect(after.json<{ user: unknown }>().user).toBeNull();
  });

  it('hold one account lock across instances, however many attempts arrive at once', async () => {
    const email = 'besieged@multi.example';
    await newInventor(cluster, email, PASSWORD);
    // 24 wrong passwords at once, from 24 addresses, half to each instance.
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        createClient(cluster.appUrl, nextAddress()).signIn(
          email,
          'Wrong-Password-1',
          via(i % 2 ? b : a),
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    // Only a checked password answers 401: at most the lock's ten, on both instances together.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s !== 401).every((s) => s === 429)).toBe(true);
    for (const instance of [a, b]) {
      const right = await createClient(cluster.appUrl, nextAddress()).signIn(
        email,
        PASSWORD,
        via(instance),
      );
      expect(right.status).toBe(429);
      expect(right.json<{ error: { code: string } }>().error.code).toBe('account_locked');
    }
  });

  it('hold one rate limit per address across instances, however many requests arrive at once', async () => {
    const client = createClient(cluster.appUrl, nextAddress());
    // Sign-in allows 30 attempts in 10 minutes from one address; 40 arrive, half at each.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        client.signIn(`nobody${i}@multi.example`, 'Wrong-Password-1', via(i % 2 ? b : a)),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(30).fill(401), ...Array(10).fill(429)]);
  });

  it(`give exactly one receipt for each of ${IDEAS} ideas sent through both`, async () => {
    const perInventor = IDEAS / INVENTORS;
    await Promise.all(
      inventors.map(async (inventor, i) => {
        for (let n = 0; n < perInventor; n++) {
          const answer = await sendIdea(inventor.client, via((i + n) % 2 ? b : a));
          expect(answer.status, answer.text).toBe(201);
          inventor.ideas.push(answer.json<{ submission: { id: string } }>().submission.id);
        }
      }),
    );
    const sent = inventors.flatMap((inventor) => inventor.ideas);
    expect(new Set(sent).size).toBe(IDEAS);

    // Both instances' mail workers take from one queue; wait until it has nothing left to send.
    const queueEmpty = async () =>
      (
        await query<{ left: number }>(
          `select count(*)::int as "left" from mail_outbox where state in ('pending', 'sending', 'delivering')`,
        )
      )[0]!.left === 0;
    expect(await until(queueEmpty, 120), 'the mail queue empties').toBe(true);

    const receipts = cluster.sink.messages.filter((mail) =>
      (mail.subject ?? '').startsWith('We received your idea'),
    );
    const receiptsOf = new Map<string, number>();
    for (const mail of receipts) {
      const id = /[?&]submission=([0-9a-f-]{36})/.exec(mail.text ?? '')?.[1] ?? 'none';
      receiptsOf.set(id, (receiptsOf.get(id) ?? 0) + 1);
    }
    expect(receipts).toHaveLength(IDEAS);
    expect(sent.filter((id) => receiptsOf.get(id) !== 1)).toEqual([]);
  });

  it('ask the timestamp authority once for each timestamp', async () => {
    const granted = async () =>
      (
        await query<{ waiting: number }>(
          `select count(*)::int as waiting from timestamp_tokens where state <> 'granted'`,
        )
      )[0]!.waiting === 0;
    expect(await until(granted, 120), 'every timestamp is granted').toBe(true);
    const tokens = await query<{ sha256: string }>('select sha256 from timestamp_tokens');
    // The agreements and every idea's manifest, at least.
    expect(tokens.length).toBeGreaterThanOrEqual(IDEAS + INVENTORS);
    // Sealing each agreement asks too, for its signature's timestamp, which is no row.
    expect([...cluster.tsa.imprints].filter(([, times]) => times > 1)).toEqual([]);
    expect(tokens.filter(({ sha256 }) => cluster.tsa.imprints.get(sha256) !== 1)).toEqual([]);
  });

  it('make each signed agreement long-term validatable once, whichever instance takes it', async () => {
    const archived = async () =>
      (
        await query<{ waiting: number }>(
          `select count(*)::int as waiting from agreements a where a.status = 'signed'
             and not exists (select 1 from agreement_revisions r where r.agreement_id = a.id)`,
        )
      )[0]!.waiting === 0;
    expect(await until(archived, 120), 'every agreement has its long-term revision').toBe(true);
    const revisions = await query<{ agreement_id: string; n: number }>(
      'select agreement_id, count(*)::int as n from agreement_revisions group by agreement_id',
    );
    expect(revisions.length).toBeGreaterThanOrEqual(INVENTORS);
    expect(revisions.filter(({ n }) => n !== 1)).toEqual([]);
    const audited = await query<{ n: number }>(
      `select count(*)::int as n from audit_log where action = 'agreement.archived'`,
    );
    expect(audited[0]!.n).toBe(revisions.length);
  });

  it('carry a message posted on one instance to an event stream open on the other', async () => {
    const inventor = inventors[1]!;
    const events = await openEvents({ request: (p) => inventor.client.stream(p, via(b)) });
    try {
      expect((await events.next()).event).toBe('ready');
      const ideaId = inventor.ideas[0]!;
      const posted = await inventor.client.request(`/api/submissions/${ideaId}/messages`, {
        json: { id: randomUUID(), text: 'Posted on one instance, heard on the other.' },
        via: via(a),
      });
      expect(posted.status).toBe(201);
      const event = await events.next();
      expect(event.event).toBe('conversation');
      expect(JSON.parse(event.data)).toMatchObject({ submissionId: ideaId });
    } finally {
      await events.close();
    }
  });

  it('keep the audit chain whole through concurrent admin actions on both', async () => {
    const admin = await signedInAdmin(cluster);
    const ideas = inventors.flatMap((inventor) => inventor.ideas.slice(0, 5));
    const answers = await Promise.all(
      ideas.map((id, i) =>
        admin.request(`/api/admin/submissions/${id}/status`, {
          method: 'PATCH',
          json: { status: i % 3 ? 'approved' : 'rejected', adminNotes: `Decision ${i}` },
          via: via(i % 2 ? b : a),
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status !== 200).map((x) => x.text)).toEqual([]);
    const verified = await run(
      process.execPath,
      ['--import', 'tsx', 'server/cli/audit-verify.ts'],
      {
        cwd: root,
        env: { PATH: process.env.PATH, DATABASE_URL: cluster.databaseUrl },
      },
    );
    expect(verified.stdout).toContain('The audit chain is intact.');
  });
});

let drafts: string[] | undefined;
/**
 * The writers of a load: each inventor on a sent idea of theirs, with messages to spend, and on
 * a draft of theirs.
 */
async function writers(budget: number): Promise<Writer[]> {
  drafts ??= await Promise.all(
    inventors.map(async ({ client }) => {
      const draft = await client.request('/api/submissions', {
        json: { id: randomUUID(), status: 'draft', ideaTitle: 'Draft under load' },
      });
      expect(draft.status).toBe(201);
      return draft.json<{ submission: { id: string } }>().submission.id;
    }),
  );
  return inventors.map((inventor, i) => ({
    client: inventor.client,
    ideaId: inventor.ideas[1]!,
    budget,
    draftId: drafts![i]!,
    savedRevision: 0,
  }));
}

/** How many answers had each status, to show with a failure. */
const statusCounts = (outcomes: Outcome[]) =>
  Object.fromEntries(
    [...new Set(outcomes.map((o) => o.status))].map((status) => [
      status,
      outcomes.filter((o) => o.status === status).length,
    ]),
  );

/** Answers that are a server's fault (5xx, or no answer at all), each with its first words. */
const serverFaults = (outcomes: Outcome[]) =>
  outcomes
    .filter((o) => o.status >= 500 || o.status === 0)
    .map((o) => `${o.what} ${o.status} ${o.body.slice(0, 80)}`);

async function messageIdsOf(client: Client, ideaId: string) {
  const thread = await client.request(`/api/submissions/${ideaId}/messages`);
  expect(thread.status).toBe(200);
  return new Set(thread.json<{ messages: { id: string }[] }>().messages.map((m) => m.id));
}

describe('a rolling restart under load', () => {
  it('answers every request without a server error and loses no acknowledged write', async () => {
    const load = startLoad(await writers(20));
    for (const instance of cluster.instances) {
      const answered = load.outcomes.length;
      expect(await instance.stop(), `${instance.name} exits cleanly`).toBe(0);
      // Traffic went on while this instance was away.
      expect(await until(() => load.outcomes.length > answered + 10, 30)).toBe(true);
      const served = await cluster.servedBy(instance);
      await instance.start();
      // The next one stops only once the proxy sends to this one again, as an orchestrator
      // waits for a new replica to be ready and in the load balancer.
      expect(await until(async () => (await cluster.servedBy(instance)) > served + 5, 30)).toBe(
        true,
      );
    }
    const { outcomes, acknowledged } = await load.stop();
    expect(serverFaults(outcomes), await cluster.proxyErrors()).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(0);
    for (const writer of load.writers) {
      const draft = await writer.client.request(`/api/submissions/${writer.draftId}`);
      const saved = draft.json<{ submission: { ideaDescription: string } }>().submission;
      // A save may land without its answer arriving; none acknowledged may be missing.
      expect(Number(/Revision (\d+)/.exec(saved.ideaDescription)?.[1])).toBeGreaterThanOrEqual(
        writer.savedRevision,
      );
    }
    for (const inventor of inventors) {
      const kept = await messageIdsOf(inventor.client, inventor.ideas[1]!);
      const lost = acknowledged
        .filter((ack) => ack.writer.client === inventor.client)
        .filter((ack) => !kept.has(ack.messageId));
      expect(lost).toEqual([]);
    }
  });
});

describe('PostgreSQL restarted under load', () => {
  it('is answered 503, never 500, meanwhile; the instances recover without a restart', async () => {
    const pids = cluster.instances.map((instance) => instance.child!.pid);
    // A stream open on one instance through the outage, to hear the other again after it.
    const inventor = inventors[2]!;
    const events = await openEvents({ request: (p) => inventor.client.stream(p, via(a)) });
    expect((await events.next()).event).toBe('ready');

    const load = startLoad(await writers(15), { messageEveryMs: 600 });
    await cluster.postgres.stop();
    try {
      // The outage is seen through the proxy: reads and writes answered 503.
      const seen = await until(() => load.count(503) >= 10, 30);
      expect(
        seen,
        `the outage is answered 503: ${JSON.stringify(statusCounts(load.outcomes))}`,
      ).toBe(true);
    } finally {
      await cluster.postgres.start();
    }
    for (const instance of cluster.instances) {
      const ready = await until(async () => {
        const answer = await fetch(`${instance.url}/api/health/ready`).catch(() => null);
        return answer?.status === 200;
      }, 60);
      expect(ready, `${instance.name} is ready again`).toBe(true);
    }
    const { outcomes } = await load.stop();
    const unexpected = outcomes.filter((o) => ![200, 201, 503].includes(o.status));
    expect(unexpected.map((o) => `${o.what} ${o.status} ${o.body.slice(0, 200)}`)).toEqual([]);
    expect(cluster.instances.map((instance) => instance.child!.pid)).toEqual(pids);

    // The listener connects again on its own: a message written on the other instance is heard
    // (each try is a new message, as the first may be written before it listens again).
    try {
      const heard = events.next();
      let event: { event: string } | undefined;
      for (let tries = 0; tries < 20 && !event; tries++) {
        const posted = await inventor.client.request(
          `/api/submissions/${inventor.ideas[0]!}/messages`,
          { json: { id: randomUUID(), text: `After the restart (${tries + 1}).` }, via: via(b) },
        );
        expect(posted.status).toBe(201);
        event = await Promise.race([heard, new Promise<undefined>((r) => setTimeout(r, 1000))]);
      }
      expect(event?.event).toBe('conversation');
    } finally {
      await events.close();
    }
  });
});
