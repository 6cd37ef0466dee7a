import { utimes, writeFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { agreements, attachments, signingDocuments, users } from '../db/schema';
import { pdfFile } from '../test/files';
import { startTestPortal, type TestPortal } from '../test/portal';
import { cleanUp } from './cleanup';

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal();
});
afterAll(() => t.close());

it('removes at start-up what a crash left behind: uploads nobody was told of, and temporary files', async () => {
  const client = await t.createAccount('dana@example.com', 'Dana-Pass-1');
  const [owner] = await t.db.select().from(users).where(eq(users.email, 'dana@example.com'));
  const uploaded = await client.upload('kept.pdf', await pdfFile());
  expect(uploaded.status).toBe(201);

  // Killed after the file was stored but before the upload was answered, a day ago.
  const [unfinished] = await t.db
    .insert(attachments)
    .values({
      ownerId: owner!.id,
      storageKey: `attachments/${owner!.id}/unfinished`,
      fileName: 'unfinished.pdf',
      contentType: 'application/pdf',
    })
    .returning();
  await t.portal.storage.put(unfinished!.storageKey, await pdfFile(), {
    contentType: 'application/pdf',
  });
  await t.db.execute(
    sql`update attachments set created_at = now() - interval '25 hours' where id = ${unfinished!.id}`,
  );
  // Killed while writing a file, two hours ago.
  const folder = path.join(t.dataDir, 'files', 'attachments', owner!.id);
  const partial = path.join(folder, 'crashed.0a1b2c3d4e5f.partial');
  await writeFile(partial, 'half a file');
  const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
  await utimes(partial, twoHoursAgo, twoHoursAgo);

  await t.portal.startJobs();

  expect(await t.db.select().from(attachments).where(eq(attachments.id, unfinished!.id))).toEqual(
    [],
  );
  expect(await t.portal.storage.get(unfinished!.storageKey)).toBeNull();
  const { attachment } = (await uploaded.json()) as { attachment: { id: string } };
  const [kept] = await t.db.select().from(attachments).where(eq(attachments.id, attachment.id));
  expect(await t.portal.storage.get(kept!.storageKey)).not.toBeNull();
  expect((await readdir(folder)).filter((name) => name.endsWith('.partial'))).toEqual([]);
});

it('removes signed PDFs no record names once they are an hour old, and keeps every recorded one', async () => {
  await t.createSignedAccount('erin@example.com', 'Erin-Pass-1');
  const pdf = await pdfFile();
  const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
  const files = path.join(t.dataDir, 'files');
  const age = async (key: string) => utimes(path.join(files, key), twoHoursAgo, twoHoursAgo);
  // Stored just before a crash, never recorded; and one of a signing still under way.
  for (const key of ['agreements/lost-1.pdf', 'signing/lost-2.pdf', 'signing/under-way.pdf'])
    await t.portal.storage.put(key, pdf, { contentType: 'application/pdf' });
  await age('agreements/lost-1.pdf');
  await age('signing/lost-2.pdf');
  const recorded = [
    ...(await t.db.select({ key: agreements.documentKey }).from(agreements)),
    ...(await t.db.select({ key: signingDocuments.documentKey }).from(signingDocuments)),
  ]
    .map((row) => row.key)
    .filter((key): key is string => Boolean(key));
  expect(recorded.length).toBeGreaterThanOrEqual(2);
  for (const key of recorded) await age(key);

  await cleanUp(t.db, t.portal.storage);

  expect(await t.portal.storage.get('agreements/lost-1.pdf')).toBeNull();
  expect(await t.portal.storage.get('signing/lost-2.pdf')).toBeNull();
  expect(await t.portal.storage.get('signing/under-way.pdf')).not.toBeNull();
  for (const key of recorded) expect(await t.portal.storage.get(key), key).not.toBeNull();
});
