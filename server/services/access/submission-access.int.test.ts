import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Need, Viewpoint } from '#common/access';
import type { Actor } from '#server/core/actor';
import { AppError } from '#server/core/app-error';
import { assignments, submissions, users } from '#server/db/schema/index';
import { sendIdea } from '#server/test/api-calls';
import { startTestPortal, TEST_ADMIN, type TestPortal } from '#server/test/portal';
import { mayHear, submissionFor, visibleTo } from './index';

let t: TestPortal;
const ids = {} as Record<
  'aliceDraft' | 'aliceSent' | 'bobAssigned' | 'bobDeclined' | 'bobOther',
  string
>;
let alice: Actor;
let bob: Actor;
let vera: Actor;
let admin: Actor;
let plainAdmin: Actor;

const actorOf = async (email: string, role: Partial<Actor> = {}): Promise<Actor> => {
  const [row] = await t.db.select().from(users).where(eq(users.email, email));
  return { id: row!.id, email, isAdmin: false, isReviewer: false, ...role };
};

beforeAll(async () => {
  t = await startTestPortal();
  const aliceClient = await t.createSignedAccount('alice@example.com', 'Alice-Pass-1');
  const bobClient = await t.createSignedAccount('bob@example.com', 'Bob-Pass-1');
  await t.createAccount('vera@example.com', 'Vera-Pass-1');
  await t.db.update(users).set({ role: 'reviewer' }).where(eq(users.email, 'vera@example.com'));
  alice = await actorOf('alice@example.com');
  bob = await actorOf('bob@example.com');
  vera = await actorOf('vera@example.com', { isReviewer: true });
  admin = await actorOf(TEST_ADMIN.email, { isAdmin: true });
  // An admin whose session was made without the second factor acts as any other user.
  plainAdmin = { ...admin, isAdmin: false };
  ids.aliceDraft = await sendIdea(aliceClient, { status: 'draft' });
  ids.aliceSent = await sendIdea(aliceClient);
  ids.bobAssigned = await sendIdea(bobClient);
  ids.bobDeclined = await sendIdea(bobClient);
  ids.bobOther = await sendIdea(bobClient);
  await t.db.insert(assignments).values([
    { submissionId: ids.bobAssigned, reviewerId: vera.id },
    { submissionId: ids.bobDeclined, reviewerId: vera.id, declinedAt: sql`now()` },
  ]);
});
afterAll(() => t.close());

const named = (found: { id: string }[]) =>
  found
    .map((row) => Object.entries(ids).find(([, id]) => id === row.id)![0])
    .sort((a, b) => a.localeCompare(b));

const rows = (actor: Actor, need: Need, from?: Viewpoint) =>
  t.db
    .select({ id: submissions.id })
    .from(submissions)
    .where(visibleTo(actor, need, from))
    .then(named);

/** The code an attempt answers with, or 'ok'. */
const answer = async (actor: Actor, id: string, need: Need, from?: Viewpoint) => {
  try {
    await submissionFor(t.db, actor, id, need, { from });
    return 'ok';
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
};

describe('visibleTo', () => {
  it('gives an inventor their own ideas, drafts too; a conversation only once sent', async () => {
    expect(await rows(alice, 'read', 'inventor')).toEqual(['aliceDraft', 'aliceSent']);
    expect(await rows(alice, 'converse', 'inventor')).toEqual(['aliceSent']);
    expect(await rows(alice, 'read', 'staff')).toEqual([]);
  });

  it('gives a reviewer what is assigned to them and not declined, never a draft', async () => {
    expect(await rows(vera, 'read', 'staff')).toEqual(['bobAssigned']);
    expect(await rows(vera, 'review', 'staff')).toEqual(['bobAssigned']);
    expect(await rows(vera, 'manage', 'staff')).toEqual([]);
  });

  it('gives an admin every sent idea and never another’s draft', async () => {
    expect(await rows(admin, 'read', 'staff')).toEqual([
      'aliceSent',
      'bobAssigned',
      'bobDeclined',
      'bobOther',
    ]);
    expect(await rows(admin, 'manage', 'staff')).toEqual(await rows(admin, 'read', 'staff'));
    expect(await rows(admin, 'edit-draft')).toEqual([]);
    expect(await rows(plainAdmin, 'read', 'staff')).toEqual([]);
  });
});

describe('submissionFor', () => {
  it('lets the inventor read and change their own draft, and hides it from everyone else', async () => {
    expect(await answer(alice, ids.aliceDraft, 'read')).toBe('ok');
    expect(await answer(alice, ids.aliceDraft, 'edit-draft')).toBe('ok');
    expect(await answer(alice, ids.aliceDraft, 'delete')).toBe('ok');
    for (const other of [bob, vera, admin])
      for (const need of ['read', 'edit-draft', 'delete', 'converse'] as const)
        expect(await answer(other, ids.aliceDraft, need)).toBe('not_found');
    expect(await answer(admin, ids.aliceDraft, 'manage', 'staff')).toBe('not_found');
  });

  it('keeps a sent idea from changing, and from being deleted by its inventor', async () => {
    expect(await answer(alice, ids.aliceSent, 'edit-draft')).toBe('not_a_draft');
    expect(await answer(alice, ids.aliceSent, 'delete')).toBe('forbidden');
    expect(await answer(admin, ids.aliceSent, 'delete')).toBe('ok');
  });

  it('opens a conversation and proof to the inventor only once sent, and only their own', async () => {
    expect(await answer(alice, ids.aliceDraft, 'converse', 'inventor')).toBe('not_found');
    expect(await answer(alice, ids.aliceSent, 'converse', 'inventor')).toBe('ok');
    expect(await answer(alice, ids.aliceSent, 'proof', 'inventor')).toBe('ok');
    expect(await answer(bob, ids.aliceSent, 'converse', 'inventor')).toBe('not_found');
    // On the inventor's side even an admin is only an inventor.
    expect(await answer(admin, ids.aliceSent, 'converse', 'inventor')).toBe('not_found');
  });

  it('hides from a reviewer what is not theirs and refuses them an admin’s powers', async () => {
    expect(await answer(vera, ids.bobAssigned, 'read')).toBe('ok');
    expect(await answer(vera, ids.bobAssigned, 'converse', 'staff')).toBe('ok');
    expect(await answer(vera, ids.bobAssigned, 'review', 'staff')).toBe('ok');
    expect(await answer(vera, ids.bobAssigned, 'manage', 'staff')).toBe('forbidden');
    expect(await answer(vera, ids.bobAssigned, 'proof', 'staff')).toBe('forbidden');
    expect(await answer(vera, ids.bobAssigned, 'delete')).toBe('not_found');
    for (const id of [ids.bobDeclined, ids.bobOther, ids.aliceSent])
      for (const need of ['read', 'review', 'manage'] as const)
        expect(await answer(vera, id, need, 'staff')).toBe('not_found');
  });

  it('lets an admin act on every sent idea from the staff side', async () => {
    for (const need of ['read', 'converse', 'proof', 'review', 'manage'] as const)
      expect(await answer(admin, ids.bobOther, need, 'staff')).toBe('ok');
    expect(await answer(plainAdmin, ids.bobOther, 'read')).toBe('not_found');
  });
});

describe('mayHear', () => {
  const event = (submissionId: string, ownerId: string, staffOnly = false) => ({
    submissionId,
    ownerId,
    staffOnly,
  });

  it('tells the inventor of their conversation but never of a note', async () => {
    expect(await mayHear(t.db, alice, event(ids.aliceSent, alice.id))).toBe(true);
    expect(await mayHear(t.db, alice, event(ids.aliceSent, alice.id, true))).toBe(false);
    expect(await mayHear(t.db, bob, event(ids.aliceSent, alice.id))).toBe(false);
  });

  it('tells a reviewer only of their assignments, and an admin of everything', async () => {
    expect(await mayHear(t.db, vera, event(ids.bobAssigned, bob.id, true))).toBe(true);
    expect(await mayHear(t.db, vera, event(ids.bobDeclined, bob.id, true))).toBe(false);
    expect(await mayHear(t.db, vera, event(ids.bobOther, bob.id))).toBe(false);
    expect(await mayHear(t.db, admin, event(ids.bobOther, bob.id, true))).toBe(true);
  });
});
