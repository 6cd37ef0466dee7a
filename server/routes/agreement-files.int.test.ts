import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreements, signingDocuments } from '../db/schema';
import { SIGNATURE_DATA_URL } from '../test/signature';
import { startTestPortal, type TestPortal } from '../test/portal';

// A signed PDF is confidential: one that no row points at can never be downloaded, audited or
// deleted with its owner, so none may be left in storage by a signing that did not complete.

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal({ STAFF_NOTIFY_EMAIL: 'staff@portal.test' });
});
afterAll(() => t.close());

type Client = ReturnType<TestPortal['client']>;

const start = async (client: Client) => {
  const response = await client.request('/api/agreements/signing', {
    json: { fullName: 'Dr. Lena Park', jobTitle: 'Neurosurgeon' },
  });
  return (await response.json()) as { agreementId: string; documentId: string };
};
const sign = (client: Client, documentId: string, password: string) =>
  client.request(`/api/signing/builtin/${documentId}/sign`, {
    json: { consent: true, typedName: 'Dr. Lena Park', signature: SIGNATURE_DATA_URL, password },
  });

/** Every file in storage, by key. */
async function storedKeys(): Promise<string[]> {
  const root = path.join(t.dataDir, 'files');
  const entries = await readdir(root, { recursive: true }).catch(() => []);
  return entries
    .filter((entry) => entry.endsWith('.pdf'))
    .map((entry) => entry.split(path.sep).join('/'))
    .sort();
}

/** Every key a row points at. */
async function referencedKeys(): Promise<string[]> {
  const rows = [
    ...(await t.db
      .select({ key: agreements.documentKey })
      .from(agreements)
      .where(isNotNull(agreements.documentKey))),
    ...(await t.db
      .select({ key: signingDocuments.documentKey })
      .from(signingDocuments)
      .where(isNotNull(signingDocuments.documentKey))),
  ];
  return rows.map((row) => row.key!).sort();
}

/** Runs `body` while the database refuses what `breakIt` sets up, then repairs it. */
async function whileBroken(breakIt: string, repair: string, body: () => Promise<void>) {
  await t.db.execute(sql.raw(breakIt));
  try {
    await body();
  } finally {
    await t.db.execute(sql.raw(repair));
  }
}

describe('signed PDFs in storage', () => {
  it('are not kept when the signing page cannot record the signature', async () => {
    const client = await t.createAccount('page@example.com', 'Page-Pass-1');
    const { documentId } = await start(client);
    await whileBroken(
      `alter table signing_documents add constraint refuse_signing check (status <> 'signed') not valid`,
      'alter table signing_documents drop constraint refuse_signing',
      async () => {
        expect((await sign(client, documentId, 'Page-Pass-1')).status).toBe(500);
      },
    );
    const [document] = await t.db
      .select()
      .from(signingDocuments)
      .where(eq(signingDocuments.id, documentId));
    expect(document!.status).not.toBe('signed');
    expect(await storedKeys()).toEqual(await referencedKeys());
    expect(await storedKeys()).toEqual([]);
  });

  it('are not kept when the agreement cannot be recorded, and are stored once it can', async () => {
    const client = await t.createAccount('outbox@example.com', 'Outbox-Pass-1');
    const { agreementId, documentId } = await start(client);
    await whileBroken(
      'alter table mail_outbox rename to mail_outbox_away',
      'alter table mail_outbox_away rename to mail_outbox',
      async () => {
        expect((await sign(client, documentId, 'Outbox-Pass-1')).status).toBe(500);
      },
    );
    const [row] = await t.db.select().from(agreements).where(eq(agreements.id, agreementId));
    expect(row!.status).not.toBe('signed');
    // The provider's own signed copy stays: the document is signed there.
    expect(await storedKeys()).toEqual(await referencedKeys());
    expect((await storedKeys()).filter((key) => key.startsWith('agreements/'))).toEqual([]);

    const completed = await client.request(`/api/agreements/signing/${documentId}/complete`, {
      method: 'POST',
    });
    expect(await completed.json()).toEqual({ status: 'signed', agreementId });
    expect(await storedKeys()).toEqual(await referencedKeys());
    expect((await storedKeys()).filter((key) => key.startsWith('agreements/'))).toHaveLength(1);
  });

  it('are not kept for a second document when an earlier agreement is already signed', async () => {
    const client = await t.createAccount('twice@example.com', 'Twice-Pass-1');
    const first = await start(client);
    const second = await start(client);
    await sign(client, first.documentId, 'Twice-Pass-1');
    const before = (await storedKeys()).filter((key) => key.startsWith('agreements/'));

    const response = await sign(client, second.documentId, 'Twice-Pass-1');
    expect(await response.json()).toEqual({ status: 'signed', agreementId: first.agreementId });
    expect(await storedKeys()).toEqual(await referencedKeys());
    expect((await storedKeys()).filter((key) => key.startsWith('agreements/'))).toEqual(before);
  });
});
