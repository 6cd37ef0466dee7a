import { describe, expect, it } from 'vitest';
import { submissionLimits } from '#common/submissions';
import { RARE_TERMS } from './ideas';
import { DEMO_EMAIL_DOMAIN, isDemoEmail } from './people';
import { apportion, ideaText, planDemoData, TARGET, type DemoPlan } from './plan';
import { DAY_MS, RECENT_DAYS, SPAN_DAYS } from './timeline';

const NOW = new Date('2026-06-17T14:30:00Z');
const plan = planDemoData({ users: 2_000, submissions: 20_000, seed: 'test', now: NOW });
const share = (part: number, whole: number) => part / whole;
const daysAgo = (ms: number) => Math.floor((NOW.getTime() - ms) / DAY_MS);
const utcDaysAgo = (ms: number) => Math.floor(NOW.getTime() / DAY_MS) - Math.floor(ms / DAY_MS);

describe('the demo data plan', () => {
  it('is the same for the same seed and differs for another', () => {
    const again = planDemoData({ users: 2_000, submissions: 20_000, seed: 'test', now: NOW });
    expect(again).toEqual(plan);
    const texts = (p: DemoPlan) => p.submissions.slice(0, 200).map((s) => ideaText(p, s));
    expect(texts(again)).toEqual(texts(plan));

    const other = planDemoData({ users: 2_000, submissions: 0, seed: 'other', now: NOW });
    expect(other.users.map((u) => u.email)).not.toEqual(plan.users.map((u) => u.email));
  });

  it('keeps the same people and nearly the same ideas when run on another day', () => {
    const later = planDemoData({
      users: 2_000,
      submissions: 20_000,
      seed: 'test',
      now: new Date(NOW.getTime() + DAY_MS + 3_600_000),
    });
    const emails = (p: DemoPlan) => new Set(p.users.map((u) => u.email));
    expect(emails(later)).toEqual(emails(plan));
    const ids = new Set(plan.submissions.map((s) => s.id));
    const kept = later.submissions.filter((s) => ids.has(s.id)).length;
    expect(share(kept, plan.submissions.length)).toBeGreaterThan(0.95);
  });

  it('makes exactly the requested numbers, with unique demo addresses', () => {
    expect(plan.users).toHaveLength(2_000);
    expect(plan.submissions).toHaveLength(20_000);
    const everyone = [...plan.reviewers, ...plan.users];
    expect(new Set(everyone.map((u) => u.email)).size).toBe(everyone.length);
    expect(new Set(everyone.map((u) => u.id)).size).toBe(everyone.length);
    for (const user of everyone) {
      expect(isDemoEmail(user.email)).toBe(true);
      expect(user.email).toMatch(/^[a-z0-9._-]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/);
      expect(user.email.endsWith(`.${DEMO_EMAIL_DOMAIN}`)).toBe(true);
    }
    expect(plan.reviewers.every((r) => r.role === 'admin')).toBe(true);
    expect(plan.users.every((u) => u.role === 'user')).toBe(true);
    expect(new Set(plan.users.map((u) => u.email.split('@')[1])).size).toBeGreaterThan(20);
    expect(new Set(plan.users.map((u) => u.person.jobTitle)).size).toBeGreaterThan(15);
  });

  it('handles tiny and empty requests', () => {
    expect(planDemoData({ users: 0, submissions: 50, seed: 's', now: NOW }).submissions).toEqual(
      [],
    );
    const small = planDemoData({ users: 20, submissions: 300, seed: 's', now: NOW });
    expect(small.users).toHaveLength(20);
    expect(small.submissions).toHaveLength(300);
    expect(apportion(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(apportion(7, [0, 0])).toEqual([0, 0]);
  });

  it('has about 70% signed agreements, a few unconfirmed addresses and some started signings', () => {
    const signed = plan.users.filter((u) => u.agreement?.status === 'signed').length;
    const started = plan.users.filter((u) => u.agreement && u.agreement.status !== 'signed');
    const unconfirmed = plan.users.filter((u) => u.emailVerifiedAt === null);
    expect(share(signed, plan.users.length)).toBeCloseTo(TARGET.signedShare, 1);
    expect(share(unconfirmed.length, plan.users.length)).toBeLessThan(0.05);
    expect(unconfirmed.length).toBeGreaterThan(0);
    expect(unconfirmed.every((u) => u.agreement === null && u.lastLogin === null)).toBe(true);
    expect(started.length).toBeGreaterThan(0);
  });

  it('spreads sign-ups over two years, busier lately, with some on each of the last 30 days', () => {
    const ages = plan.users.map((u) => daysAgo(u.createdAt));
    expect(Math.max(...ages)).toBeLessThanOrEqual(SPAN_DAYS);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    const oldestYear = ages.filter((a) => a >= SPAN_DAYS / 2).length;
    expect(ages.length - oldestYear).toBeGreaterThan(1.3 * oldestYear);
    for (let day = 0; day < RECENT_DAYS; day++) {
      expect(plan.users.some((u) => utcDaysAgo(u.createdAt) === day)).toBe(true);
      expect(plan.submissions.some((s) => utcDaysAgo(s.createdAt) === day)).toBe(true);
    }
  });

  it('keeps every timeline in order and never in the future', () => {
    const now = NOW.getTime();
    // Checked by hand and collected: an expect per field of 30,000 rows is slow.
    const problems: string[] = [];
    const check = (ok: boolean, what: string, id: string) => {
      if (!ok) problems.push(`${what}: ${id}`);
    };
    for (const user of plan.users) {
      const verified = user.emailVerifiedAt;
      check(user.createdAt <= now, 'created in the future', user.email);
      check(verified === null || verified >= user.createdAt, 'verified before created', user.email);
      check(user.lastLogin === null || user.lastLogin <= now, 'login in the future', user.email);
      const a = user.agreement;
      if (!a) continue;
      check(verified !== null && a.createdAt >= verified, 'agreement before verified', user.email);
      check(a.viewedAt === null || a.viewedAt >= a.createdAt, 'viewed before sent', user.email);
      check(a.signedAt === null || a.signedAt >= a.viewedAt!, 'signed before viewed', user.email);
      check((a.signedAt ?? a.viewedAt ?? a.createdAt) <= now, 'signed in the future', user.email);
    }
    const byId = new Map(plan.submissions.map((s) => [s.id, s]));
    let previous = -Infinity;
    for (const s of plan.submissions) {
      const signedAt = plan.users[s.userIndex]!.agreement?.signedAt;
      const reviewed = s.status === 'approved' || s.status === 'rejected';
      check(signedAt != null && s.createdAt >= signedAt, 'idea before the agreement', s.id);
      check(s.createdAt >= previous, 'not oldest first', s.id);
      check(s.updatedAt >= s.createdAt && s.updatedAt <= now, 'updated out of range', s.id);
      check(!reviewed || (s.reviewedAt !== null && s.reviewerIndex !== null), 'no review', s.id);
      check(s.status !== 'draft' || s.reviewedAt === null, 'reviewed draft', s.id);
      check(s.reviewedAt === null || s.reviewedAt >= s.createdAt, 'reviewed before sent', s.id);
      check(!s.hasNote || s.reviewedAt !== null, 'note without review', s.id);
      if (s.resubmittedFrom) {
        const original = byId.get(s.resubmittedFrom.id);
        check(
          original?.userIndex === s.userIndex &&
            original.status === 'rejected' &&
            original.reviewedAt! <= s.createdAt,
          'resubmits something else',
          s.id,
        );
      }
      previous = s.createdAt;
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('has roughly 40% pending, 25% approved, 20% rejected and 15% drafts', () => {
    const total = TARGET.statusWeights.reduce((sum, [, w]) => sum + w, 0);
    for (const [status, weight] of TARGET.statusWeights) {
      const n = plan.submissions.filter((s) => s.status === status).length;
      expect(Math.abs(share(n, plan.submissions.length) - weight / total)).toBeLessThan(0.03);
    }
    const reviewed = plan.submissions.filter((s) => s.reviewedAt !== null);
    expect(share(reviewed.filter((s) => s.hasNote).length, reviewed.length)).toBeGreaterThan(0.8);
    expect(new Set(reviewed.map((s) => s.reviewerIndex)).size).toBe(plan.reviewers.length);
    const resubmitted = plan.submissions.filter((s) => s.resubmittedFrom).length;
    expect(share(resubmitted, plan.submissions.length)).toBeGreaterThan(0.005);
    expect(share(resubmitted, plan.submissions.length)).toBeLessThan(0.1);
  });

  it('has a few prolific inventors and signed users with no ideas', () => {
    const perUser = new Map<number, number>();
    for (const s of plan.submissions) perUser.set(s.userIndex, (perUser.get(s.userIndex) ?? 0) + 1);
    const counts = [...perUser.values()].sort((a, b) => b - a);
    const topTenth = counts.slice(0, Math.ceil(counts.length / 10)).reduce((a, b) => a + b, 0);
    expect(share(topTenth, plan.submissions.length)).toBeGreaterThan(0.3);
    expect(counts[0]!).toBeGreaterThan(10 * counts[Math.floor(counts.length / 2)]!);
    const signed = plan.users.filter((u) => u.agreement?.status === 'signed').length;
    expect(share(signed - counts.length, signed)).toBeGreaterThan(0.1);
  });

  it('writes varied titles and multi-sentence descriptions that searches can find', () => {
    const sample = plan.submissions.slice(0, 6_000);
    const texts = sample.map((s) => ({ s, text: ideaText(plan, s) }));
    const titles = new Set(texts.map(({ text }) => text.title));
    expect(titles.size).toBeGreaterThan(0.4 * texts.length);
    const mentions = (words: readonly string[]) =>
      share(
        texts.filter(({ text }) => {
          const all = `${text.title} ${text.description}`.toLowerCase();
          return words.some((word) => all.includes(word.toLowerCase()));
        }).length,
        texts.length,
      );
    for (const common of ['stent', 'catheter', 'aneurysm', 'thrombectomy', 'coil']) {
      expect(mentions([common])).toBeGreaterThan(0.05);
      expect(mentions([common])).toBeLessThan(0.8);
    }
    expect(mentions(RARE_TERMS)).toBeGreaterThan(0);
    expect(mentions(RARE_TERMS)).toBeLessThan(0.02);
    const problems = texts.flatMap(({ s, text }) => {
      const wrong = [
        text.title.length < 10 || text.title.length > submissionLimits.title,
        text.description.length > submissionLimits.description,
        text.description.split('. ').length < 2,
        (text.adminNotes !== null) !== s.hasNote,
        s.resubmittedFrom !== null && !text.title.endsWith('(revised)'),
      ];
      return wrong.some(Boolean) ? [{ ...text, wrong }] : [];
    });
    expect(problems.slice(0, 3)).toEqual([]);
  });
});
