import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
// @ts-expect-error s3rver ships no types; it is a local S3 protocol peer for this test only.
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

let dir: string;
let s3: { close(): Promise<void> };
let s3Port: number;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'storage-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(dir, 's3'),
    configureBuckets: [{ name: 'portal-files' }],
  });
  s3Port = (await server.run()).port;
  s3 = server;
});
afterAll(async () => {
  await s3.close();
  await rm(dir, { recursive: true, force: true });
});

const adapters: [string, () => Storage][] = [
  ['local directory', () => createLocalStorage(path.join(dir, 'local'))],
  [
    'S3-compatible bucket',
    () =>
      createS3Storage({
        bucket: 'portal-files',
        endpoint: `http://127.0.0.1:${s3Port}`,
        region: 'us-east-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      }),
  ],
];

describe.each(adapters)('storage in a %s', (_, make) => {
  it('stores bytes and gives them back with their size', async () => {
    const storage = make();
    await storage.put('agreements/a1.pdf', new TextEncoder().encode('%PDF-1.7 signed'), {
      contentType: 'application/pdf',
    });
    const object = await storage.get('agreements/a1.pdf');
    expect(object).toMatchObject({ size: 15 });
    expect(await text(object!.body)).toBe('%PDF-1.7 signed');
  });

  it('stores a stream', async () => {
    const storage = make();
    await storage.put('attachments/u1/f1', Readable.from(['part one, ', 'part two']), {
      contentType: 'text/plain',
    });
    expect(await text((await storage.get('attachments/u1/f1'))!.body)).toBe('part one, part two');
  });

  it('answers null for a missing key and deletes idempotently', async () => {
    const storage = make();
    expect(await storage.get('agreements/none.pdf')).toBeNull();
    await storage.put('agreements/gone.pdf', new Uint8Array([1]), {
      contentType: 'application/pdf',
    });
    await storage.delete('agreements/gone.pdf');
    await storage.delete('agreements/gone.pdf');
    expect(await storage.get('agreements/gone.pdf')).toBeNull();
  });

  it('refuses keys that could leave its space', async () => {
    const storage = make();
    for (const key of ['../etc/passwd', '/abs', 'a/../../b', 'UPPER', '']) {
      await expect(
        storage.put(key, new Uint8Array([1]), { contentType: 'text/plain' }),
      ).rejects.toThrow('invalid storage key');
    }
  });

  it('removes no stored object when asked for stale temporary files', async () => {
    const storage = make();
    await storage.put('agreements/kept.pdf', new Uint8Array([1]), {
      contentType: 'application/pdf',
    });
    await storage.removeStaleTemporaryFiles(new Date(Date.now() + 60_000));
    expect(await storage.get('agreements/kept.pdf')).toMatchObject({ size: 1 });
  });

  it('lists the keys under a prefix written before a moment, and no others', async () => {
    const storage = make();
    const prefix = `listed-${randomUUID()}`;
    for (const key of [`${prefix}/a.pdf`, `${prefix}/deeper/b.pdf`, `other-${prefix}/c.pdf`])
      await storage.put(key, new Uint8Array([1]), { contentType: 'application/pdf' });
    const listed = async (olderThan: Date) => {
      const keys: string[] = [];
      for await (const key of storage.keysOlderThan(`${prefix}/`, olderThan)) keys.push(key);
      return keys.sort();
    };
    expect(await listed(new Date(Date.now() + 60_000))).toEqual([
      `${prefix}/a.pdf`,
      `${prefix}/deeper/b.pdf`,
    ]);
    expect(await listed(new Date(Date.now() - 60_000))).toEqual([]);
  });

  it('leaves nothing under the key when the body fails midway', async () => {
    const storage = make();
    const failing = new Readable({
      read() {
        this.push('half');
        this.destroy(new Error('client went away'));
      },
    });
    await expect(
      storage.put('attachments/u1/broken', failing, { contentType: 'text/plain' }),
    ).rejects.toThrow();
    expect(await storage.get('attachments/u1/broken')).toBeNull();
  });
});

it('keeps no partial files in the local directory after a failed write', async () => {
  const files = await readdir(path.join(dir, 'local', 'files', 'attachments', 'u1'));
  expect(files.filter((f) => f.endsWith('.partial'))).toEqual([]);
});

it('removes, from the local directory, temporary files a crash left and old type files, over an hour old', async () => {
  const storage = createLocalStorage(path.join(dir, 'crashed'));
  await storage.put('attachments/u2/stored', new Uint8Array([1]), { contentType: 'text/plain' });
  const folder = path.join(dir, 'crashed', 'files', 'attachments', 'u2');
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
  const leftovers = {
    // Killed while writing.
    'f1.3b9a0c1d2e4f.partial': hoursAgo(2),
    // Types were kept beside files until their callers kept them.
    'stored.type': hoursAgo(2),
    // A write still under way.
    'f3.5c6d7e8f9a0b.partial': hoursAgo(0),
  };
  for (const [name, modified] of Object.entries(leftovers)) {
    await writeFile(path.join(folder, name), 'half');
    await utimes(path.join(folder, name), modified, modified);
  }
  // The stored file is old too, and stays.
  await utimes(path.join(folder, 'stored'), hoursAgo(3), hoursAgo(3));

  expect(await storage.removeStaleTemporaryFiles(hoursAgo(1))).toBe(2);
  expect((await readdir(folder)).sort()).toEqual(['f3.5c6d7e8f9a0b.partial', 'stored']);
  expect(await storage.get('attachments/u2/stored')).toMatchObject({ size: 1 });
});
