import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSubmission, AdminSubmissionList } from '#common/staff-submissions';
import type { RelatedSubmissions, SubmissionTags, TagSuggestions } from '#common/tags';
import { queryRows } from '../db/client';
import { assignments, submissions, users } from '../db/schema';
import { jsonOf, sendIdea } from '../test/api-calls';
import { startTestPortal, type TestPortal } from '../test/portal';
import { enrolTwoFactor } from '../test/two-factor';

type Client = ReturnType<TestPortal['client']>;
let t: TestPortal;
let alice: Client;
let admin: Client;
let reviewer: Client;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestPortal();
  alice = await t.createSignedAccount('alice@example.com', 'Alice-Pass-1', 'Alice Moreau');
  admin = await t.signInAdmin();
  reviewer = await t.createAccount('rita@portal.test', 'Rita-Pass-1');
  await t.db.update(users).set({ role: 'reviewer' }).where(eq(users.email, 'rita@portal.test'));
  await enrolTwoFactor(reviewer, 'Rita-Pass-1');
  const reviewerId = (
    await t.db.select().from(users).where(eq(users.email, 'rita@portal.test'))
  )[0]!.id;
  ids.coil = await sendIdea(alice, {
    ideaTitle: 'Detachable coil for wide-neck aneurysms',
    ideaDescription: 'A softer detachable coil loop that stays inside wide-neck aneurysms.',
  });
  ids.coil2 = await sendIdea(alice, {
    ideaTitle: 'Softer detachable coil for aneurysms',
    ideaDescription: 'A detachable coil with a softer loop for small aneurysms.',
  });
  ids.stent = await sendIdea(alice, {
    ideaTitle: 'Stent retriever with a deployment mark',
    ideaDescription: 'Shows full expansion of the stent under fluoroscopy.',
  });
  ids.draft = await sendIdea(alice, {
    status: 'draft',
    ideaTitle: 'Detachable coil draft for aneurysms',
    ideaDescription: 'A detachable coil loop, not sent.',
  });
  // The reviewer is assigned the first coil only.
  await t.db.insert(assignments).values({ submissionId: ids.coil!, reviewerId });
});
afterAll(() => t.close());

const base = (id: string) => `/api/admin/submissions/${id}`;
const addTag = (client: Client, id: string, tag: unknown) =>
  client.request(`${base(id)}/tags`, { json: { tag } });
const removeTag = (client: Client, id: string, tag: string) =>
  client.request(`${base(id)}/tags?tag=${encodeURIComponent(tag)}`, { method: 'DELETE' });
const link = (client: Client, id: string, otherId: string, kind: string) =>
  client.request(`${base(id)}/links`, { json: { otherId, kind } });
const related = async (client: Client, id: string) =>
  jsonOf<RelatedSubmissions>(await client.request(`${base(id)}/related`));

/** What tags, links and audit entries hold: a refused request must leave all three alone. */
const written = () =>
  queryRows<{ tags: string; links: string; audits: number }>(
    t.db,
    sql`select (select coalesce(string_agg(submission_id::text || tag, ',' order by tag, submission_id), '') from submission_tags) as tags,
               (select coalesce(string_agg(from_id::text || to_id::text || kind, ',' order by from_id, to_id), '') from submission_links) as links,
               (select count(*)::int from audit_log) as audits`,
  ).then((rows) => rows[0]);

describe('tags', () => {
  it('keeps a tag trimmed and in lower case, once, and records each change', async () => {
    const first = await jsonOf<SubmissionTags>(await addTag(admin, ids.coil!, '  Aneurysm '));
    expect(first.tags).toEqual(['aneurysm']);
    const before = await written();
    // The same tag again, in any case: nothing changes, nothing is recorded.
    expect((await jsonOf<SubmissionTags>(await addTag(admin, ids.coil!, 'ANEURYSM'))).tags).toEqual(
      ['aneurysm'],
    );
    expect(await written()).toEqual(before);
    await jsonOf(await addTag(admin, ids.coil!, 'access'));
    const audits = await queryRows<{ action: string; details: { tag: string } }>(
      t.db,
      sql`select action, details from audit_log where target_id = ${ids.coil!} and action like 'submission.tag%' order by id`,
    );
    expect(audits).toEqual([
      { action: 'submission.tag_added', details: { tag: 'aneurysm' } },
      { action: 'submission.tag_added', details: { tag: 'access' } },
    ]);
  });

  it('shows tags on the detail and each list row, and filters the list and the CSV by tag', async () => {
    const detail = await jsonOf<{ submission: AdminSubmission }>(
      await admin.request(base(ids.coil!)),
    );
    expect(detail.submission.tags).toEqual(['access', 'aneurysm']);
    const listed = await jsonOf<AdminSubmissionList>(
      await admin.request('/api/admin/submissions?tag=Aneurysm'),
    );
    expect(listed.submissions.map((s) => s.id)).toEqual([ids.coil]);
    expect(listed.submissions[0]!.tags).toEqual(['access', 'aneurysm']);
    expect(listed.total).toBe(1);
    expect(listed.counts.pending).toBe(1);
    const csv = await (
      await admin.request('/api/admin/submissions/export.csv?tag=aneurysm')
    ).text();
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toMatch(/,Tags$/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/,access; aneurysm$/);
    // A tag filter that is no tag falls back to none, as the other parameters do.
    const all = await jsonOf<AdminSubmissionList>(
      await admin.request(`/api/admin/submissions?tag=${'x'.repeat(41)}`),
    );
    expect(all.total).toBe(3);
  });

  it('suggests tags in use, most used first, by prefix', async () => {
    await jsonOf(await addTag(admin, ids.stent!, 'access'));
    const all = await jsonOf<TagSuggestions>(await admin.request('/api/admin/tags'));
    expect(all.tags).toEqual([
      { tag: 'access', count: 2 },
      { tag: 'aneurysm', count: 1 },
    ]);
    const an = await jsonOf<TagSuggestions>(await admin.request('/api/admin/tags?q=AN'));
    expect(an.tags.map((s) => s.tag)).toEqual(['aneurysm']);
    // Literal: % is no wildcard.
    expect(
      (await jsonOf<TagSuggestions>(await admin.request('/api/admin/tags?q=%25'))).tags,
    ).toEqual([]);
    // A reviewer is offered only the tags of what they may read (the coil, not the stent).
    const theirs = await jsonOf<TagSuggestions>(await reviewer.request('/api/admin/tags'));
    expect(theirs.tags).toEqual([
      { tag: 'access', count: 1 },
      { tag: 'aneurysm', count: 1 },
    ]);
  });

  it('removes a tag, records it, and removing it again changes nothing', async () => {
    expect(
      (await jsonOf<SubmissionTags>(await removeTag(admin, ids.stent!, 'Access'))).tags,
    ).toEqual([]);
    const before = await written();
    expect(
      (await jsonOf<SubmissionTags>(await removeTag(admin, ids.stent!, 'access'))).tags,
    ).toEqual([]);
    expect(await written()).toEqual(before);
  });

  it.each([
    ['an empty tag', '   ', 'Enter a tag.'],
    ['a tag of 41 characters', 'x'.repeat(41), 'A tag must be at most 40 characters.'],
    [
      'a tag with a control character',
      'stroke\u0007',
      'Tag contains characters that are not allowed.',
    ],
    ['a number', 7, 'Enter a tag.'],
  ])('refuses %s with a 400 naming the field, writing nothing', async (_, tag, message) => {
    const before = await written();
    const answer = await jsonOf<{ error: { message: string; field: string } }>(
      await addTag(admin, ids.coil!, tag),
      400,
    );
    expect(answer.error).toMatchObject({ message, field: 'tag' });
    expect(await written()).toEqual(before);
  });

  it('refuses an eleventh tag', async () => {
    for (let i = 0; i < 10; i++) await jsonOf(await addTag(admin, ids.coil2!, `tag ${i}`));
    const before = await written();
    const answer = await jsonOf<{ error: { message: string } }>(
      await addTag(admin, ids.coil2!, 'one more'),
      400,
    );
    expect(answer.error.message).toBe('A submission can have at most 10 tags.');
    expect(await written()).toEqual(before);
    // One it already has is still no change, not a refusal.
    await jsonOf(await addTag(admin, ids.coil2!, 'tag 0'));
    for (let i = 0; i < 10; i++) await jsonOf(await removeTag(admin, ids.coil2!, `tag ${i}`));
  });

  it('refuses tag changes to reviewers, drafts and unknown ids, writing nothing', async () => {
    const before = await written();
    // A reviewer sees the tags of their assignment but cannot change them.
    const seen = await jsonOf<{ submission: AdminSubmission }>(
      await reviewer.request(base(ids.coil!)),
    );
    expect(seen.submission.tags).toEqual(['access', 'aneurysm']);
    expect((await addTag(reviewer, ids.coil!, 'stroke')).status).toBe(403);
    expect((await removeTag(reviewer, ids.coil!, 'access')).status).toBe(403);
    // Anything else answers as if it did not exist.
    expect((await addTag(reviewer, ids.stent!, 'stroke')).status).toBe(404);
    expect((await addTag(admin, ids.draft!, 'stroke')).status).toBe(404);
    expect((await addTag(admin, randomUUID(), 'stroke')).status).toBe(404);
    expect((await addTag(admin, 'not-an-id', 'stroke')).status).toBe(404);
    expect((await admin.request(`${base(ids.coil!)}/tags`, { method: 'DELETE' })).status).toBe(400);
    expect(
      (
        await admin.request(`${base(ids.coil!)}/tags`, {
          method: 'POST',
          body: new TextEncoder().encode('{'),
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(400);
    expect(await written()).toEqual(before);
  });
});

describe('related submissions', () => {
  it('lists the most similar sent submissions the reader may read, never itself or a draft', async () => {
    const { similar } = await related(admin, ids.coil!);
    expect(similar[0]!.id).toBe(ids.coil2);
    expect(similar[0]!.score).toBeGreaterThan(0);
    expect(similar[0]!.score).toBeLessThanOrEqual(1);
    const shown = similar.map((s) => s.id);
    expect(shown).not.toContain(ids.coil);
    expect(shown).not.toContain(ids.draft);
    // The reviewer may read only the first coil: nothing like it that they may read.
    expect((await related(reviewer, ids.coil!)).similar).toEqual([]);
    expect((await reviewer.request(`${base(ids.coil2!)}/related`)).status).toBe(404);
    expect((await admin.request(`${base(ids.draft!)}/related`)).status).toBe(404);
  });

  it('links two submissions, shown on both sides, and re-marking changes the kind', async () => {
    const made = await jsonOf<{ links: unknown[] }>(
      await link(admin, ids.coil2!, ids.coil!, 'duplicate_of'),
    );
    expect(made.links).toEqual([
      {
        id: ids.coil,
        ideaTitle: expect.any(String),
        status: 'pending',
        kind: 'duplicate_of',
        direction: 'outgoing',
      },
    ]);
    expect((await related(admin, ids.coil!)).links).toMatchObject([
      { id: ids.coil2, kind: 'duplicate_of', direction: 'incoming' },
    ]);
    const before = await written();
    await jsonOf(await link(admin, ids.coil2!, ids.coil!, 'duplicate_of'));
    expect(await written()).toEqual(before);
    // Marked from the other side: one link, now pointing the other way, of the new kind.
    await jsonOf(await link(admin, ids.coil!, ids.coil2!, 'related_to'));
    expect((await related(admin, ids.coil2!)).links).toMatchObject([
      { id: ids.coil, kind: 'related_to', direction: 'incoming' },
    ]);
    const [audit] = await queryRows<{ details: object }>(
      t.db,
      sql`select details from audit_log where action = 'submission.linked' order by id desc limit 1`,
    );
    expect(audit!.details).toEqual({
      otherId: ids.coil2,
      kind: 'related_to',
      previousKind: 'duplicate_of',
    });
    // The reviewer reads the coil but not the link to the other one.
    expect((await related(reviewer, ids.coil!)).links).toEqual([]);
  });

  it.each([
    ['itself', () => ids.coil!, 'duplicate_of', 400],
    ['a draft', () => ids.draft!, 'duplicate_of', 404],
    ['an unknown id', () => randomUUID(), 'related_to', 404],
    ['no id', () => 'nope', 'related_to', 400],
    ['an unknown kind', () => ids.stent!, 'same_as', 400],
  ])('refuses a link to %s, writing nothing', async (_, other, kind, status) => {
    const before = await written();
    await jsonOf(await link(admin, ids.coil!, other(), kind), status);
    expect(await written()).toEqual(before);
  });

  it('refuses links to reviewers, writing nothing', async () => {
    const before = await written();
    expect((await link(reviewer, ids.coil!, ids.stent!, 'related_to')).status).toBe(403);
    expect(
      (await reviewer.request(`${base(ids.coil!)}/links/${ids.coil2!}`, { method: 'DELETE' }))
        .status,
    ).toBe(403);
    expect((await link(reviewer, ids.stent!, ids.coil!, 'related_to')).status).toBe(404);
    expect(await written()).toEqual(before);
  });

  it('removes a link from either side, and again changes nothing', async () => {
    const gone = await jsonOf<{ links: unknown[] }>(
      await admin.request(`${base(ids.coil2!)}/links/${ids.coil!}`, { method: 'DELETE' }),
    );
    expect(gone.links).toEqual([]);
    expect((await related(admin, ids.coil!)).links).toEqual([]);
    const before = await written();
    await jsonOf(
      await admin.request(`${base(ids.coil!)}/links/${ids.coil2!}`, { method: 'DELETE' }),
    );
    expect(await written()).toEqual(before);
    const [row] = await t.db.select().from(submissions).where(eq(submissions.id, ids.coil!));
    expect(row).toBeDefined();
  });
});
