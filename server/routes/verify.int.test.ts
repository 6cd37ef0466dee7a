import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { eq, sql } from 'drizzle-orm';
import yazl from 'yazl';
import { fromBufferPromise } from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationSchema, type Verification } from '#common/verification';
import { auditLog, issuedDocuments, rateLimits, timestampTokens } from '../db/schema';
import { sha256Hex } from '../lib/sha256';
import { createTimestampAuthority } from '../lib/tsa-client';
import { claimedVerificationCode } from '../lib/pdf/claimed-code';
import { verifyAndRecord } from '../services/audit/verifications';
import { anchorAuditHead } from '../services/proof/anchor-audit-head';
import { jsonOf, sendIdea } from '../test/api-calls';
import { pdfFile } from '../test/files';
import { startLocalTsa, type LocalTsa } from '../test/local-tsa';
import { pdfsig } from '../test/pdf-signature';
import { startTestPortal, TEST_APP_URL, type TestPortal } from '../test/portal';
import { VERIFY_MAX_BYTES } from '#common/verification';
import { routeLimits } from '../http/limits';
import { limitKey } from '../http/rate-limit';
import { CHECKS_AT_ONCE } from './verify';

const TITLE = 'Radiopaque marker on the aspiration catheter tip';
const DESCRIPTION = 'A platinum band swaged 2 mm from the tip shows its position.';
const NAME = 'Dr. Alice Moreau';
const EMAIL = 'alice@example.com';

let t: TestPortal;
let tsa: LocalTsa;
let id: string;
/** The files of one downloaded bundle, by their path in it. */
let bundle: Buffer;
let files: Map<string, Buffer>;
let ipCount = 0;
const nextIp = () => `198.51.100.${++ipCount}`;

async function unzip(bytes: Buffer) {
  const zip = await fromBufferPromise(bytes);
  const found = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) {
    if (entry.fileName.endsWith('/')) continue;
    const path = entry.fileName.slice(entry.fileName.indexOf('/') + 1);
    found.set(path, await buffer(await zip.openReadStreamPromise(entry)));
  }
  zip.close();
  return found;
}

async function zipOf(entries: Map<string, Buffer>, root = `evidence-${id}`) {
  const zip = new yazl.ZipFile();
  for (const [path, bytes] of entries) zip.addBuffer(bytes, `${root}/${path}`);
  zip.end();
  return buffer(zip.outputStream as Readable);
}

const oneByteChanged = (bytes: Buffer, at = Math.floor(bytes.length / 2)) => {
  const copy = Buffer.from(bytes);
  copy[at]! ^= 0x01;
  return copy;
};

type Upload = [name: string, bytes: Uint8Array];

/** As a script posts it: multipart, no Origin, no cookie. */
async function post(uploads: Upload[], ip = nextIp(), field = 'file') {
  const form = new FormData();
  for (const [name, bytes] of uploads)
    form.append(field, new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
  return t.app.request(`${TEST_APP_URL}/api/verify`, {
    method: 'POST',
    body: form,
    headers: { 'x-forwarded-for': ip },
  });
}

async function check(...uploads: Upload[]): Promise<Verification> {
  const response = await post(uploads);
  const text = await response.text();
  expect(response.status, text).toBe(200);
  for (const secret of [TITLE, DESCRIPTION, NAME, EMAIL, 'Alice', 'Moreau', 'platinum'])
    expect(text).not.toContain(secret);
  return verificationSchema.parse(JSON.parse(text));
}

beforeAll(async () => {
  tsa = await startLocalTsa();
  t = await startTestPortal({ TSA_URL: tsa.url, TSA_CA_FILE: tsa.caFile });
  const alice = await t.createSignedAccount(EMAIL, 'Alice-Pass-1', NAME);
  id = await sendIdea(alice, { ideaTitle: TITLE, ideaDescription: DESCRIPTION });
  await anchorAuditHead(t.db);
  await t.portal.timestamps!.flush();
  await verifyAndRecord(t.db, { kind: 'cli' });
  const response = await alice.request(`/api/submissions/${id}/evidence`);
  expect(response.status).toBe(200);
  bundle = Buffer.from(await response.arrayBuffer());
  files = await unzip(bundle);
});
afterAll(async () => {
  await t.close();
  await tsa.close();
});

const SENTENCE =
  /^This is disclosure ([0-9a-f]{8}), sent \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC, certified by .+ at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC; the agreement [0-9a-f]{8} was signed on \d{4}-\d\d-\d\d; the audit chain held at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC\.$/;

describe('an evidence bundle', () => {
  it('is genuine as issued, told in one sentence of references, times and hashes', async () => {
    const answer = await check(['evidence.zip', bundle]);
    expect(answer).toMatchObject({ verdict: 'genuine', kind: 'evidence-bundle', mismatches: [] });
    expect(answer.summary).toMatch(SENTENCE);
    expect(SENTENCE.exec(answer.summary)![1]).toBe(id.slice(0, 8));
    expect(answer.files.map((file) => file.name)).toContain('disclosure.pdf');
    expect(answer.disclosure?.certified?.authority).toBeTruthy();
    expect(answer.auditChain?.ok).toBe(true);
    const manifest = JSON.parse(files.get('manifest.json')!.toString('utf8'));
    expect(answer.issued).toMatchObject({
      code: manifest.verificationCode,
      sha256: sha256Hex(files.get('manifest.json')!),
    });
  });

  it('is altered when one byte of one file changed, and names that file', async () => {
    const changed = new Map(files);
    changed.set(
      'submission/description.txt',
      oneByteChanged(files.get('submission/description.txt')!),
    );
    const answer = await check(['evidence.zip', await zipOf(changed)]);
    expect(answer.verdict).toBe('altered');
    expect(answer.mismatches).toEqual([
      expect.objectContaining({ file: 'submission/description.txt', problem: 'changed' }),
    ]);
    expect(answer.summary).toContain('submission/description.txt');
  });

  it('names a file taken out, and one put in, and a changed manifest', async () => {
    const changed = new Map(files);
    changed.delete('SHA256SUMS');
    changed.set('extra.txt', Buffer.from('more'));
    changed.set(
      'manifest.json',
      Buffer.from(files.get('manifest.json')!.toString().replace('"missing":[]', '"missing":[ ]')),
    );
    const answer = await check(['evidence.zip', await zipOf(changed)]);
    expect(answer.verdict).toBe('altered');
    expect(answer.mismatches.map(({ file, problem }) => `${problem} ${file}`).sort()).toEqual([
      'added extra.txt',
      'changed manifest.json',
      'missing SHA256SUMS',
    ]);
  });

  it('is not issued when it is some other ZIP', async () => {
    const answer = await check([
      'other.zip',
      await zipOf(new Map([['a.txt', Buffer.from('a')]]), 'x'),
    ]);
    expect(answer).toMatchObject({ verdict: 'not-issued', kind: 'unrecognised', issued: null });
    expect(answer.summary).toBe('This file was not issued by this portal.');
  });
});

describe('disclosure.pdf', () => {
  it('is genuine as issued, with its code in the PDF', async () => {
    const pdf = files.get('disclosure.pdf')!;
    const answer = await check(['disclosure.pdf', pdf]);
    expect(answer).toMatchObject({ verdict: 'genuine', kind: 'disclosure-pdf' });
    expect(answer.summary).toMatch(SENTENCE);
    expect(answer.issued?.code).toBe(await claimedVerificationCode(pdf));
  });

  it('is altered when one byte changed, traced by the code it carries', async () => {
    const answer = await check(['disclosure.pdf', oneByteChanged(files.get('disclosure.pdf')!)]);
    expect(answer).toMatchObject({ verdict: 'altered', kind: 'disclosure-pdf' });
    expect(answer.mismatches).toEqual([
      expect.objectContaining({ file: 'disclosure.pdf', problem: 'changed' }),
    ]);
  });

  it('is not issued when it is another PDF', async () => {
    const answer = await check(['mine.pdf', await pdfFile('Something else')]);
    expect(answer).toMatchObject({ verdict: 'not-issued', kind: 'unrecognised' });
  });
});

describe('the sealed agreement', () => {
  it('is genuine as stored, and its seal still covers the whole file with the code in it', async () => {
    const pdf = files.get('agreement/agreement.pdf')!;
    expect(await pdfsig(pdf)).toMatch(/Signature Validation: Signature is Valid/);
    expect(await pdfsig(pdf)).toMatch(/Total document signed/);
    const answer = await check(['agreement.pdf', pdf]);
    expect(answer).toMatchObject({ verdict: 'genuine', kind: 'sealed-agreement' });
    expect(answer.summary).toMatch(
      /^This is agreement [0-9a-f]{8}, signed on \d{4}-\d\d-\d\d, certified by .+; the audit chain held at .+ UTC\.$/,
    );
    expect(answer.issued?.code).toBe(await claimedVerificationCode(pdf));
  });

  it('is altered when one byte changed', async () => {
    const answer = await check([
      'agreement.pdf',
      oneByteChanged(files.get('agreement/agreement.pdf')!, 2000),
    ]);
    expect(answer).toMatchObject({ verdict: 'altered', kind: 'sealed-agreement' });
    expect(answer.mismatches[0]).toMatchObject({ file: 'agreement.pdf', problem: 'changed' });
  });
});

describe('a timestamp (.tsr)', () => {
  const tsr = () => files.get('timestamps/submission-manifest.tsr')!;
  const manifest = () => files.get('submission-manifest.json')!;

  it('is genuine with the file it is over, in either order', async () => {
    for (const uploads of [
      [
        ['m.tsr', tsr()],
        ['submission-manifest.json', manifest()],
      ],
      [
        ['submission-manifest.json', manifest()],
        ['m.tsr', tsr()],
      ],
    ] as Upload[][]) {
      const answer = await check(...uploads);
      expect(answer).toMatchObject({ verdict: 'genuine', kind: 'timestamp', mismatches: [] });
      expect(answer.timestamp?.imprintSha256).toBe(sha256Hex(manifest()));
      expect(answer.summary).toMatch(SENTENCE);
    }
  });

  it('is altered when the file is not the one it is over, naming the file', async () => {
    const answer = await check(
      ['m.tsr', tsr()],
      ['submission-manifest.json', oneByteChanged(manifest())],
    );
    expect(answer.verdict).toBe('altered');
    expect(answer.mismatches).toEqual([
      expect.objectContaining({
        file: 'submission-manifest.json',
        expectedSha256: sha256Hex(manifest()),
      }),
    ]);
  });

  it('is altered when the reply itself was changed', async () => {
    const answer = await check(['m.tsr', oneByteChanged(tsr(), tsr().length - 10)]);
    expect(answer.verdict).toBe('altered');
    expect(answer.mismatches[0]).toMatchObject({ file: 'm.tsr', problem: 'changed' });
  });

  it('is not issued when the portal never asked for it', async () => {
    const authority = createTimestampAuthority({ urls: [tsa.url] });
    const foreign = await authority.stamp(randomBytes(32));
    const answer = await check(['other.tsr', foreign.response]);
    expect(answer).toMatchObject({ verdict: 'not-issued', kind: 'timestamp' });
  });
});

describe('what a check leaves behind', () => {
  it('stores nothing of the file: one audit entry with its hash, kind and verdict, no one named', async () => {
    const count = async () =>
      (await t.db.select({ n: sql<number>`count(*)::int` }).from(issuedDocuments))[0]!.n;
    const before = await count();
    const bytes = randomBytes(64);
    await check(['random.bin', bytes]);
    expect(await count()).toBe(before);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.details}->'sha256' ? ${sha256Hex(bytes)}`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'proof.checked',
      actorId: null,
      actorEmail: null,
      ipAddress: null,
      userAgent: null,
      details: { sha256: [sha256Hex(bytes)], kind: 'unrecognised', verdict: 'not-issued' },
    });
  });

  it('changes no timestamp row', async () => {
    const before = await t.db.select().from(timestampTokens);
    await check(['disclosure.pdf', files.get('disclosure.pdf')!]);
    expect(await t.db.select().from(timestampTokens)).toEqual(before);
  });
});

describe('who may ask', () => {
  it('answers a request from another site as any other: it acts for no one', async () => {
    const form = new FormData();
    form.append('file', new Blob([files.get('disclosure.pdf')! as Uint8Array<ArrayBuffer>]));
    const response = await t.app.request(`${TEST_APP_URL}/api/verify`, {
      method: 'POST',
      body: form,
      headers: { 'x-forwarded-for': nextIp(), origin: 'https://elsewhere.example' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ verdict: 'genuine' });
  });
});

describe('what it refuses', () => {
  it('refuses no file and three files with 400', async () => {
    const none = await post([], nextIp());
    expect(none.status).toBe(400);
    const wrongField = await post([['a.pdf', Buffer.from('x')]], nextIp(), 'upload');
    expect(wrongField.status).toBe(400);
    const three = await post([
      ['a', Buffer.from('a')],
      ['b', Buffer.from('b')],
      ['c', Buffer.from('c')],
    ]);
    expect(three.status).toBe(400);
    expect(await three.json()).toMatchObject({ error: { code: 'invalid_input' } });
  });

  it('refuses two files when neither is a timestamp', async () => {
    const two = await post([
      ['a', Buffer.from('a')],
      ['b', Buffer.from('b')],
    ]);
    expect(two.status).toBe(400);
  });

  it('refuses a file larger than a bundle may be with 413', async () => {
    const response = await post([['big.zip', Buffer.alloc(VERIFY_MAX_BYTES + 1)]]);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: 'payload_too_large' } });
  });

  it(`checks ${CHECKS_AT_ONCE} files at once on an instance, and asks the next to come back`, async () => {
    // Uploads still arriving hold their places, as slow lines do: each is sent once the one
    // before it has passed the rate limit (its counter is written), so none overtakes another.
    const held: { finish: () => void; response: Response | Promise<Response> }[] = [];
    for (let i = 0; i < CHECKS_AT_ONCE; i++) {
      let finish!: () => void;
      const arrived = new Promise<void>((resolve) => (finish = resolve));
      const boundary = 'held-upload';
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(
            Buffer.from(
              `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.bin"\r\n\r\n`,
            ),
          );
          await arrived;
          controller.enqueue(Buffer.from(`x\r\n--${boundary}--\r\n`));
          controller.close();
        },
      });
      const ip = nextIp();
      const response = t.app.request(`${TEST_APP_URL}/api/verify`, {
        method: 'POST',
        body,
        duplex: 'half',
        headers: {
          'x-forwarded-for': ip,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
      } as RequestInit);
      held.push({ finish, response });
      const key = limitKey(routeLimits.verify[0]!, ip);
      for (let polls = 0; polls < 200; polls++) {
        const [row] = await t.db.select().from(rateLimits).where(eq(rateLimits.key, key));
        if (row) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
    const refused = await post([['x.bin', Buffer.from('x')]]);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    for (const upload of held) upload.finish();
    expect(await Promise.all(held.map(async (u) => (await u.response).status))).toEqual(
      Array(CHECKS_AT_ONCE).fill(200),
    );
    expect((await post([['x.bin', Buffer.from('x')]])).status).toBe(200);
  });

  it('answers the 31st check within the hour from one address with 429', async () => {
    const ip = nextIp();
    for (let i = 0; i < 30; i++)
      expect((await post([['x.bin', Buffer.from([i])]], ip)).status).toBe(200);
    const refused = await post([['x.bin', Buffer.from('x')]], ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
  });

  it("holds the hour's 30 checks when 40 arrive from one address at once", async () => {
    const ip = nextIp();
    const statuses = await Promise.all(
      Array.from(
        { length: 40 },
        async (_, i) => (await post([['x.bin', Buffer.from([i])]], ip)).status,
      ),
    );
    // Counted before they are checked: the ones past two at once are told to come back (503),
    // and still count.
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    expect(statuses.filter((status) => status !== 429 && status !== 200 && status !== 503)).toEqual(
      [],
    );
    expect((await post([['x.bin', Buffer.from('x')]], ip)).status).toBe(429);
  });

  it("holds the hour's 120 code lookups when 130 arrive from one address at once", async () => {
    const ip = nextIp();
    const statuses = await Promise.all(
      Array.from(
        { length: 130 },
        async () =>
          (
            await t.app.request(`${TEST_APP_URL}/api/verify/0000000000`, {
              headers: { 'x-forwarded-for': ip },
            })
          ).status,
      ),
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    expect(statuses.filter((status) => status === 404)).toHaveLength(120);
  });
});

describe('a printed code', () => {
  const lookup = (code: string) =>
    t.app.request(`${TEST_APP_URL}/api/verify/${encodeURIComponent(code)}`, {
      headers: { 'x-forwarded-for': nextIp() },
    });

  it('stands for the document issued under it, as typed or scanned', async () => {
    const code = (await claimedVerificationCode(files.get('disclosure.pdf')!))!;
    for (const typed of [code, `${code.slice(0, 5)}-${code.slice(5)}`.toLowerCase()]) {
      const response = await lookup(typed);
      const text = await response.text();
      expect(response.status).toBe(200);
      expect(text).not.toContain(TITLE);
      expect(text).not.toContain(EMAIL);
      const answer = verificationSchema.parse(JSON.parse(text));
      expect(answer).toMatchObject({ verdict: 'genuine', kind: 'disclosure-pdf', files: [] });
      expect(answer.issued?.code).toBe(code);
      expect(answer.summary).toMatch(SENTENCE);
    }
  });

  it('stands for the sealed agreement', async () => {
    const code = (await claimedVerificationCode(files.get('agreement/agreement.pdf')!))!;
    const answer = verificationSchema.parse(await jsonOf(await lookup(code)));
    expect(answer).toMatchObject({ verdict: 'genuine', kind: 'sealed-agreement' });
  });

  it('is 404 when unknown or malformed', async () => {
    expect((await lookup('00000-00000')).status).toBe(404);
    expect((await lookup('not a code')).status).toBe(404);
    const [row] = await t.db
      .select()
      .from(issuedDocuments)
      .where(eq(issuedDocuments.kind, 'evidence-bundle'));
    expect(row).toBeDefined();
  });
});
