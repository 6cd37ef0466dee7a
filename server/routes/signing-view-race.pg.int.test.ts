import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signingDocuments } from '../db/schema';
import { startTestPortal, type TestPortal } from '../test/portal';

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal();
});
afterAll(() => t.close());

/** Resolves once a statement on another connection waits for a row lock on `table`. */
async function someoneWaitsOn(table: string) {
  for (;;) {
    const { rows } = (await t.db.execute(
      sql`select count(*)::int as waiting from pg_stat_activity
          where wait_event_type = 'Lock' and query ilike ${`update "${table}"%`}`,
    )) as unknown as { rows: { waiting: number }[] };
    if (rows[0]!.waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the signing page opened as the signing commits', () => {
  it('never turns a signed document back to viewed', async () => {
    const person = await t.createAccount('racer@example.com', 'Racer-Pass-1');
    const started = await person.request('/api/agreements/signing', {
      json: { fullName: 'Dr. Racer', jobTitle: 'Neurosurgeon' },
    });
    const { documentId } = (await started.json()) as { documentId: string };

    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    // A signing holding the document's row while it records the signature.
    const signing = t.db.transaction(async (tx) => {
      await tx
        .select()
        .from(signingDocuments)
        .where(eq(signingDocuments.id, documentId))
        .for('update');
      locked();
      await released;
      await tx
        .update(signingDocuments)
        .set({ status: 'signed', signedAt: new Date(), viewedAt: new Date() })
        .where(eq(signingDocuments.id, documentId));
    });
    await isLocked;
    // The page's first view reads the unsigned document, then waits to record the view.
    const viewing = person.request(`/api/signing/builtin/${documentId}`);
    await someoneWaitsOn('signing_documents');
    release();
    await signing;
    const view = await viewing;
    expect(view.status).toBe(200);
    expect(((await view.json()) as { status: string }).status).toBe('signed');
    const [row] = await t.db
      .select()
      .from(signingDocuments)
      .where(eq(signingDocuments.id, documentId));
    expect(row!.status).toBe('signed');
  });
});
