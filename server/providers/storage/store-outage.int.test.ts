import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments, users } from '#server/db/schema/index';
import { AppError } from '#server/core/app-error';
import { pdfFile } from '#server/test/files';
import { startTestPortal, type TestPortal } from '#server/test/portal';
import { createS3Storage } from './s3-storage';

/** A TCP server that accepts connections and never answers: an object store that hangs. */
async function startHungStore() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.resume(); // reads the request, answers nothing
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A port nothing listens on: an object store that is down. */
async function downStorePort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const s3At = (port: number) =>
  createS3Storage({
    bucket: 'portal',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    accessKeyId: 'key',
    secretAccessKey: 'secret',
    // Short, so the test need not wait the production timeouts out.
    timeouts: { connectMs: 300, requestMs: 300 },
  });

let hung: Awaited<ReturnType<typeof startHungStore>>;
beforeAll(async () => {
  hung = await startHungStore();
});
afterAll(() => hung.close());

describe.each([
  ['hangs', () => hung.port],
  ['is down', downStorePort],
])('when the object store %s', (_, storePort) => {
  let t: TestPortal;
  beforeAll(async () => {
    t = await startTestPortal({}, { storage: s3At(await storePort()) });
  });
  afterAll(() => t.close());

  it('answers uploads 503 with Retry-After and leaves no attachment row', async () => {
    const email = 'store-outage@example.com';
    const person = await t.createAccount(email, 'Store-Outage-Passw0rd!');
    const file = await pdfFile();
    const answers = await Promise.all(
      Array.from({ length: 3 }, (_, i) => person.upload(`sketch-${i}.pdf`, file)),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await answer.json()).toEqual({
        error: {
          code: 'unavailable',
          message: 'File storage is not answering. Please try again in a minute.',
          requestId: expect.any(String),
        },
      });
    }
    const [owner] = await t.db.select().from(users).where(eq(users.email, email));
    expect(await t.db.select().from(attachments).where(eq(attachments.ownerId, owner!.id))).toEqual(
      [],
    );
  });
});

describe('when the object store fails an upload and then hangs on its delete', () => {
  let t: TestPortal;
  const deleted: string[] = [];
  let answerDeletes = () => {};
  const deletesAnswered = new Promise<void>((resolve) => (answerDeletes = resolve));
  beforeAll(async () => {
    const store = s3At(hung.port);
    t = await startTestPortal(
      {},
      {
        storage: {
          ...store,
          put: () =>
            Promise.reject(
              new AppError('unavailable', 'File storage is not answering.', {
                retryAfterSeconds: 30,
              }),
            ),
          // As long as the failed upload took, against a store that hangs.
          delete: async (key) => {
            deleted.push(key);
            await deletesAnswered;
          },
        },
      },
    );
  });
  afterAll(async () => {
    answerDeletes();
    await t.close();
  });

  it('answers the upload 503 without waiting for the delete, and leaves no row', async () => {
    const email = 'store-hangs-on-delete@example.com';
    const person = await t.createAccount(email, 'Store-Outage-Passw0rd!');
    const answer = await person.upload('sketch.pdf', await pdfFile());
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('30');
    const [owner] = await t.db.select().from(users).where(eq(users.email, email));
    expect(await t.db.select().from(attachments).where(eq(attachments.ownerId, owner!.id))).toEqual(
      [],
    );
    // Whatever the store may have kept of it is still deleted.
    expect(deleted).toEqual([expect.stringMatching(new RegExp(`^attachments/${owner!.id}/`))]);
  });
});
