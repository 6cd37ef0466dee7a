// The whole demo data set as plain values, decided before anything is written: who registers
// when, who signs, who sends how many ideas, and how staff review them. Pure and seeded.
import { idea, reviewNote } from './ideas';
import { makePerson, REVIEWERS, reviewerEmail, type Person } from './people';
import { createRandom, weighted, weightedPicker, type Random } from './random';
import {
  after,
  DAY_MS,
  MINUTE_MS,
  momentBetween,
  momentOnDay,
  pastMoment,
  RECENT_DAYS,
  SPAN_DAYS,
} from './timeline';

export interface PlanOptions {
  users: number;
  submissions: number;
  /** The same seed and `now` give the same data. */
  seed: string;
  now: Date;
}

/** Times are epoch milliseconds. */
export interface PlannedAgreement {
  id: string;
  documentId: string;
  status: 'signed' | 'viewed' | 'sent';
  createdAt: number;
  viewedAt: number | null;
  signedAt: number | null;
}

export interface PlannedUser {
  id: string;
  /** The id of the user's credential account row. */
  accountId: string;
  email: string;
  role: 'user' | 'admin';
  person: Pick<Person, 'fullName' | 'jobTitle'>;
  createdAt: number;
  /** null: the address was never confirmed. */
  emailVerifiedAt: number | null;
  lastLogin: number | null;
  agreement: PlannedAgreement | null;
}

export type PlannedStatus = 'draft' | 'pending' | 'approved' | 'rejected';

export interface PlannedSubmission {
  id: string;
  /** Index into DemoPlan.users. */
  userIndex: number;
  status: PlannedStatus;
  createdAt: number;
  updatedAt: number;
  reviewedAt: number | null;
  /** Index into DemoPlan.reviewers. */
  reviewerIndex: number | null;
  hasNote: boolean;
  /** Seeds this idea's text, so texts are made when written rather than held in memory. */
  textSeed: number;
  /** A new version of an earlier rejected idea of the same user. */
  resubmittedFrom: { id: string; textSeed: number } | null;
}

export interface DemoPlan {
  seed: string;
  now: number;
  /** Staff who review; admins. */
  reviewers: PlannedUser[];
  /** Everyone else, oldest account first. */
  users: PlannedUser[];
  /** Oldest first. */
  submissions: PlannedSubmission[];
}

/** The shares the data aims at (of all users; of all submissions). */
export const TARGET = {
  signedShare: 0.7,
  unverifiedShare: 0.02,
  statusWeights: [
    ['pending', 40],
    ['approved', 25],
    ['rejected', 20],
    ['draft', 15],
  ] as const satisfies readonly (readonly [PlannedStatus, number])[],
};

function planReviewers(random: Random, now: number): PlannedUser[] {
  return REVIEWERS.map((reviewer, i) => {
    const createdAt = now - (SPAN_DAYS + 30 + i * 7) * DAY_MS;
    return {
      id: random.uuid(),
      accountId: random.uuid(),
      email: reviewerEmail(reviewer.fullName),
      role: 'admin',
      person: reviewer,
      createdAt,
      emailVerifiedAt: createdAt + 10 * MINUTE_MS,
      lastLogin: now - Math.round(random.exponential(2 * DAY_MS)),
      agreement: null,
    };
  });
}

function planUsers(random: Random, count: number, now: number, taken: Set<string>) {
  // The first few are spread over the last RECENT_DAYS days so every day has sign-ups.
  const recent = Math.min(Math.floor(count / 10), RECENT_DAYS * 3);
  const signedGivenVerified = TARGET.signedShare / (1 - TARGET.unverifiedShare);
  const users: PlannedUser[] = [];
  for (let i = 0; i < count; i++) {
    const person = makePerson(random, taken);
    const createdAt =
      i < recent ? momentOnDay(random, now, i % RECENT_DAYS) : pastMoment(random, now);
    const verified = !random.chance(TARGET.unverifiedShare);
    const emailVerifiedAt = verified
      ? after(random, createdAt + MINUTE_MS, 20 * MINUTE_MS, now)
      : null;
    const id = random.uuid();
    const accountId = random.uuid();
    let agreement: PlannedAgreement | null = null;
    if (emailVerifiedAt !== null) {
      const signs = random.chance(signedGivenVerified);
      // A third of those who have not signed started and left it.
      if (signs || random.chance(1 / 3)) {
        const agreementCreated = after(random, emailVerifiedAt, 1.5 * DAY_MS, now);
        const status = signs ? 'signed' : random.chance(0.5) ? 'viewed' : 'sent';
        const viewedAt =
          status === 'sent' ? null : after(random, agreementCreated, 2 * MINUTE_MS, now);
        agreement = {
          id: random.uuid(),
          documentId: random.uuid(),
          status,
          createdAt: agreementCreated,
          viewedAt,
          signedAt: status === 'signed' ? after(random, viewedAt!, 4 * MINUTE_MS, now) : null,
        };
      }
    }
    users.push({
      id,
      accountId,
      email: person.email,
      role: 'user',
      person: { fullName: person.fullName, jobTitle: person.jobTitle },
      createdAt,
      emailVerifiedAt,
      lastLogin: null,
      agreement,
    });
  }
  return users.sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
}

/** Splits `total` in proportion to the weights, exactly (largest remainders). */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((x, i) => [x - Math.floor(x), i] as const);
  byRemainder.sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of byRemainder) {
    if (left-- <= 0) break;
    counts[i]!++;
  }
  return counts;
}

function planSubmissions(
  random: Random,
  users: PlannedUser[],
  reviewers: number,
  total: number,
  now: number,
): PlannedSubmission[] {
  const signed = users.flatMap((user, index) =>
    user.agreement?.status === 'signed' ? [{ index, signedAt: user.agreement.signedAt! }] : [],
  );
  if (signed.length === 0 || total <= 0) return [];

  // Each person's ideas come from their own generator, which takes as many numbers whatever
  // `now` is: another day shifts times, and at most moves a count by one, for that person only.
  const own = signed.map(({ index }) => random.fork(`user/${users[index]!.id}`));
  // A few prolific inventors, many with a handful of ideas, a fifth with none: a capped Pareto
  // rate, times how long the person has been able to submit.
  const weights = signed.map(({ signedAt }, i) => {
    const none = own[i]!.chance(0.2);
    const rate = Math.min(60, Math.pow(1 - own[i]!.next(), -1 / 1.5));
    return none ? 0 : rate * Math.max(now - signedAt, DAY_MS);
  });
  if (!weights.some((w) => w > 0)) weights[0] = 1;
  const reserved = Math.min(Math.floor(total / 20), RECENT_DAYS * 3);
  const counts = apportion(total - reserved, weights);
  const times: number[][] = signed.map(({ signedAt }, i) => {
    const random = own[i]!.fork('times');
    return Array.from({ length: counts[i]! }, () => momentBetween(random, signedAt, now));
  });
  // The reserved ones land on each of the last RECENT_DAYS days, from people signed by then.
  const recent = random.fork('recent');
  const pick = weightedPicker(
    signed.map((_, i) => i),
    weights,
  );
  const earliest = signed.reduce(
    (best, s, i) => (s.signedAt < signed[best]!.signedAt ? i : best),
    0,
  );
  for (let k = 0; k < reserved; k++) {
    const at = momentOnDay(recent, now, k % RECENT_DAYS);
    let who = earliest;
    for (let attempt = 0; attempt < 20; attempt++) {
      const candidate = pick(recent);
      if (signed[candidate]!.signedAt <= at) {
        who = candidate;
        break;
      }
    }
    times[who]!.push(Math.max(at, signed[who]!.signedAt));
  }

  const reviewerWeights = [5, 3, 1, 1].slice(0, reviewers).map((w, i) => [i, w] as const);
  const submissions: PlannedSubmission[] = [];
  signed.forEach(({ index }, i) => {
    const random = own[i]!.fork('ideas');
    const rejected: PlannedSubmission[] = [];
    for (const createdAt of times[i]!.sort((a, b) => a - b)) {
      const draw = {
        id: random.uuid(),
        textSeed: random.int(0, 2_147_483_647),
        status: weighted(random, TARGET.statusWeights),
        waitsStill: random.chance(0.6),
        sentBack: random.chance(0.05),
        resubmits: random.chance(0.06),
        reviewedAt: after(random, createdAt + 30 * MINUTE_MS, 5 * DAY_MS, now),
        draftSavedAt: after(random, createdAt, 30 * MINUTE_MS, now),
        reviewer: reviewerWeights.length ? weighted(random, reviewerWeights) : null,
        note: random.chance(0.9),
      };
      let status = draw.status;
      // Ideas from the last two days are mostly still waiting for a review.
      const recentIdea = now - createdAt < 2 * DAY_MS;
      if ((status === 'approved' || status === 'rejected') && recentIdea && draw.waitsStill) {
        status = 'pending';
      }
      const reviewed =
        status === 'approved' || status === 'rejected' || (status === 'pending' && draw.sentBack);
      const reviewedAt = reviewed ? draw.reviewedAt : null;
      const original =
        status !== 'draft' && draw.resubmits
          ? rejected.find((r) => r.reviewedAt! <= createdAt)
          : undefined;
      const submission: PlannedSubmission = {
        id: draw.id,
        userIndex: index,
        status,
        createdAt,
        updatedAt: reviewedAt ?? (status === 'draft' ? draw.draftSavedAt : createdAt),
        reviewedAt,
        reviewerIndex: reviewed ? draw.reviewer : null,
        // Sent back to pending always comes with a question.
        hasNote: reviewed && (status === 'pending' || draw.note),
        textSeed: draw.textSeed,
        resubmittedFrom: original ? { id: original.id, textSeed: original.textSeed } : null,
      };
      if (original) rejected.splice(rejected.indexOf(original), 1);
      if (status === 'rejected') rejected.push(submission);
      submissions.push(submission);
    }
  });
  return submissions.sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
}

function planLogins(
  random: Random,
  users: PlannedUser[],
  submissions: PlannedSubmission[],
  now: number,
) {
  const lastIdea = new Map<number, number>();
  // What the person did: sending an idea or saving a draft (a review is someone else's doing).
  for (const s of submissions) {
    const theirs = s.status === 'draft' ? s.updatedAt : s.createdAt;
    lastIdea.set(s.userIndex, Math.max(lastIdea.get(s.userIndex) ?? 0, theirs));
  }
  users.forEach((user, index) => {
    if (user.emailVerifiedAt === null) return;
    const own = random.fork(user.id);
    const since = user.agreement?.signedAt ?? user.emailVerifiedAt;
    const neverBack = own.chance(0.25);
    const login = momentBetween(own, since, now);
    // Everyone who signed has signed in; some who only confirmed their address never came back.
    if (!user.agreement && neverBack) return;
    user.lastLogin = Math.max(login, lastIdea.get(index) ?? 0);
  });
}

export function planDemoData(options: PlanOptions): DemoPlan {
  const random = createRandom(options.seed);
  const now = options.now.getTime();
  const reviewers = planReviewers(random.fork('reviewers'), now);
  const taken = new Set(reviewers.map((r) => r.email));
  const users = planUsers(random.fork('users'), Math.max(0, options.users), now, taken);
  const submissions = planSubmissions(
    random.fork('submissions'),
    users,
    reviewers.length,
    Math.max(0, options.submissions),
    now,
  );
  planLogins(random.fork('logins'), users, submissions, now);
  return { seed: options.seed, now, reviewers, users, submissions };
}

export interface IdeaText {
  title: string;
  description: string;
  adminNotes: string | null;
}

function baseText(seed: string, textSeed: number) {
  return idea(createRandom(`${seed}/idea/${textSeed}`));
}

/** The texts of one planned idea: the same every time for the same plan. */
export function ideaText(plan: Pick<DemoPlan, 'seed'>, submission: PlannedSubmission): IdeaText {
  let { title, description } = baseText(plan.seed, submission.textSeed);
  if (submission.resubmittedFrom) {
    const original = baseText(plan.seed, submission.resubmittedFrom.textSeed);
    title = `${original.title} (revised)`;
    description = `${original.description} Revised after the first review to answer the reviewer's questions.`;
  }
  const adminNotes = submission.hasNote
    ? reviewNote(
        createRandom(`${plan.seed}/note/${submission.textSeed}`),
        submission.status === 'draft' ? 'pending' : submission.status,
      )
    : null;
  return { title, description, adminNotes };
}
