import { createHash } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES } from '#common/attachments';
import { attachments } from '../db/schema';
import { largeFile } from '../test/files';
import { startTestPortal, TEST_APP_URL, type TestPortal } from '../test/portal';

// Uploads as the Node server receives them: read from the socket, not from a Request in process.
let t: TestPortal;
let server: Server;
let url: string;
let cookie: string;
beforeAll(async () => {
  t = await startTestPortal();
  const person = await t.createAccount('socket-upload@example.com', 'Socket-Passw0rd!');
  cookie = [...person.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve(info.port),
    ) as Server;
  });
  url = `http://127.0.0.1:${port}/api/attachments`;
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await t.close();
});

const headers = () => ({
  cookie,
  origin: TEST_APP_URL,
  'content-type': 'application/pdf',
  'x-file-name': 'sketch.pdf',
});

/** A stream of the bytes in pieces, sent without a declared length. */
const chunked = (bytes: Uint8Array) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 64 * 1024)
        controller.enqueue(bytes.subarray(at, at + 64 * 1024));
      controller.close();
    },
  });

describe('an upload read from the socket', () => {
  it('keeps every byte, with a declared length or sent in chunks', async () => {
    for (const send of ['declared', 'chunked'] as const) {
      const bytes = largeFile(3 * 1024 * 1024 + 17);
      bytes.set(Buffer.from(send), 4096);
      const response = await fetch(url, {
        method: 'POST',
        headers: headers(),
        body: send === 'declared' ? bytes : chunked(bytes),
        duplex: 'half',
      } as RequestInit);
      expect(response.status).toBe(201);
      const { attachment } = await response.json();
      expect(attachment.size).toBe(bytes.length);
      const [stored] = await t.db
        .select()
        .from(attachments)
        .where(eq(attachments.id, attachment.id));
      expect(stored!.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
  });

  it('refuses a chunked upload past the limit, storing nothing', async () => {
    const before = await t.db.select().from(attachments);
    const response = await fetch(url, {
      method: 'POST',
      headers: headers(),
      body: chunked(largeFile(ATTACHMENT_MAX_BYTES + 1)),
      duplex: 'half',
    } as RequestInit).catch((error: Error) => error);
    // The portal stops reading at the limit: the answer is 413, or the connection ends early.
    if (!(response instanceof Error)) expect(response.status).toBe(413);
    expect(await t.db.select().from(attachments)).toHaveLength(before.length);
  });
});
