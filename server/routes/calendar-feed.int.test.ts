import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '#common/bar-dates';
import { auditLog, calendarFeeds, users } from '../db/schema';
import { sha256Hex } from '../lib/sha256';
import { todayUtc } from '../services/bar-dates/index';
import { jsonOf, sendIdea } from '../test/api-calls';
import { parseFeed } from '../test/ical-feed';
import { startTestPortal, TEST_APP_URL, type TestPortal } from '../test/portal';
import { enrolTwoFactor } from '../test/two-factor';

type Client = ReturnType<TestPortal['client']>;
let t: TestPortal;
let alice: Client;
let admin: Client;
let vera: Client;
let veraId: string;
const ids = {} as Record<'talk' | 'paper' | 'past' | 'draft' | 'plain', string>;

const title = 'Radiopaque marker on the aspiration catheter tip';
// A month ago: under absolute novelty already past, under a grace period still open.
const published = addMonths(todayUtc(), -1);
const disclosure = (timing: 'prior' | 'planned', type: string, date: string) => ({
  timing,
  type,
  date,
  where: 'LINNC Paris',
});
const withDisclosures = (...publicDisclosures: object[]) => ({
  ideaTitle: title,
  facts: { publicDisclosures },
});

beforeAll(async () => {
  t = await startTestPortal();
  alice = await t.createSignedAccount('alice@example.com', 'Alice-Pass-1');
  admin = await t.signInAdmin();
  vera = await t.createAccount('vera@example.com', 'Vera-Pass-1');
  const [row] = await t.db
    .update(users)
    .set({ role: 'reviewer' })
    .where(eq(users.email, 'vera@example.com'))
    .returning({ id: users.id });
  veraId = row!.id;
  await enrolTwoFactor(vera, 'Vera-Pass-1');

  ids.talk = await sendIdea(alice, withDisclosures(disclosure('planned', 'talk', '2099-03-10')));
  ids.paper = await sendIdea(alice, withDisclosures(disclosure('prior', 'publication', published)));
  // A talk that was planned for a day long past: every bar date it set has passed.
  ids.past = await sendIdea(alice, withDisclosures(disclosure('planned', 'talk', '2020-01-15')));
  ids.draft = await sendIdea(alice, {
    status: 'draft',
    ...withDisclosures(disclosure('planned', 'talk', '2098-05-05')),
  });
  ids.plain = await sendIdea(alice);
  const assigned = await admin.request('/api/admin/assignments', {
    json: { submissionIds: [ids.paper], reviewerIds: [veraId] },
  });
  expect(assigned.status).toBe(200);
});
afterAll(() => t.close());

/** A new feed address for the client's account. */
const newAddress = async (client: Client) =>
  (
    await jsonOf<{ url: string }>(
      await client.request('/api/admin/calendar-feed', { method: 'POST' }),
    )
  ).url;

/** The feed at an address, fetched as a calendar app does: without a session. */
const fetchFeed = (url: string) => t.client().request(url);

const readFeed = async (url: string) => {
  const response = await fetchFeed(url);
  expect(response.status).toBe(200);
  return parseFeed(await response.text());
};

const datesOf = (events: ReturnType<typeof parseFeed>['events'], id: string) =>
  Object.fromEntries(
    events
      .filter((event) => event.uid.startsWith(`${id}-`))
      .map((event) => [event.uid.slice(id.length + 1).replace('@portal.test', ''), event.start]),
  );

describe('the calendar feed address', () => {
  it('is made for a staff member on request, shown once, kept by its hash and audited', async () => {
    const before = await jsonOf<{ createdAt: string | null }>(
      await vera.request('/api/admin/calendar-feed'),
    );
    expect(before).toEqual({ createdAt: null });

    const url = await newAddress(vera);
    expect(url).toMatch(new RegExp(`^${TEST_APP_URL}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    const token = url.slice(url.lastIndexOf('/') + 1, -'.ics'.length);

    const after = await jsonOf<{ createdAt: string | null }>(
      await vera.request('/api/admin/calendar-feed'),
    );
    expect(after.createdAt).not.toBeNull();
    const [feed] = await t.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, veraId));
    expect(feed!.tokenSha256).toBe(sha256Hex(token));
    expect(JSON.stringify(feed)).not.toContain(token);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'calendar_feed.reset'));
    expect(entries).toEqual([
      expect.objectContaining({ actorId: veraId, actorEmail: 'vera@example.com', details: null }),
    ]);
    expect(JSON.stringify(entries)).not.toContain(token);
  });

  it('stops working at once when it is reset', async () => {
    const old = await newAddress(admin);
    expect((await fetchFeed(old)).status).toBe(200);
    const current = await newAddress(admin);
    expect(current).not.toBe(old);
    expect((await fetchFeed(old)).status).toBe(404);
    expect((await fetchFeed(current)).status).toBe(200);
  });
});

describe('the calendar feed', () => {
  it('is iCalendar, private to its reader, named for the company', async () => {
    const response = await fetchFeed(await newAddress(admin));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(parseFeed(await response.text()).name).toBe('Innovation Portal bar dates');
  });

  it('puts EP and CN on the disclosure’s day, the US, JP and KR twelve months later', async () => {
    const { events } = await readFeed(await newAddress(admin));
    expect(datesOf(events, ids.talk)).toEqual({
      EP: '2099-03-10',
      CN: '2099-03-10',
      US: '2100-03-10',
      JP: '2100-03-10',
      KR: '2100-03-10',
    });
    // Under absolute novelty the publication's bar date has passed: only the grace is left.
    const graceEnds = addMonths(published, 12);
    expect(datesOf(events, ids.paper)).toEqual({ US: graceEnds, JP: graceEnds, KR: graceEnds });
    expect(events.every((event) => event.allDay)).toBe(true);
  });

  it('names each idea by its reference and links to its page, never giving its title', async () => {
    const { events } = await readFeed(await newAddress(admin));
    const europe = events.find((event) => event.uid === `${ids.talk}-EP@portal.test`)!;
    expect(europe.summary).toBe(`Bar date: Europe (EPC) — disclosure ${ids.talk.slice(0, 8)}`);
    expect(europe.url).toBe(`${TEST_APP_URL}/admin/submissions/${ids.talk}`);
    expect(europe.description).toContain('Set by: Talk, planned for 2099-03-10.');
    expect(europe.description).toContain('A guide for your patent counsel, not legal advice.');
    for (const event of events) {
      expect(event.summary).not.toContain('Radiopaque');
      expect(event.description).not.toContain('Radiopaque');
      expect(event.description).not.toContain('LINNC');
    }
  });

  it('leaves out drafts, past bar dates and ideas without disclosures', async () => {
    const { events } = await readFeed(await newAddress(admin));
    for (const id of [ids.past, ids.draft, ids.plain])
      expect(events.filter((event) => event.uid.startsWith(id))).toEqual([]);
  });

  it('gives a reviewer only the ideas assigned to them', async () => {
    const { events } = await readFeed(await newAddress(vera));
    expect(new Set(events.map((event) => event.uid.slice(0, 36)))).toEqual(new Set([ids.paper]));
  });

  it('is gone once its owner is no longer staff, and back if they are again', async () => {
    const url = await newAddress(vera);
    await t.db.update(users).set({ role: 'user' }).where(eq(users.id, veraId));
    expect((await fetchFeed(url)).status).toBe(404);
    await t.db.update(users).set({ role: 'reviewer' }).where(eq(users.id, veraId));
    expect((await fetchFeed(url)).status).toBe(200);
  });

  it('is ended when an admin takes the staff role away: made staff again, the old address stays gone', async () => {
    const url = await newAddress(vera);
    const setRole = (role: string) =>
      admin.request(`/api/admin/users/${veraId}/role`, { json: { role } });
    expect((await setRole('user')).status).toBe(200);
    expect((await setRole('reviewer')).status).toBe(200);
    expect((await fetchFeed(url)).status).toBe(404);
  });

  it('answers an unknown or malformed token as an address that does not exist', async () => {
    const unknown = randomBytes(32).toString('base64url');
    for (const file of [
      `${unknown}.ics`,
      unknown,
      'feed.ics',
      '.ics',
      `${unknown}%00.ics`,
      `${'%C2%85'.repeat(20)}.ics`,
      `${'a'.repeat(5000)}.ics`,
    ]) {
      const response = await fetchFeed(`/api/calendar/${file}`);
      expect(response.status, file).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
    }
  });
});
