import { clockText } from '#common/pipeline';
import type {
  AdminSubmissionsQuery,
  ConversationFilter,
  ReviewFilter,
  SubmissionSortKey,
  SubmissionTab,
} from '#common/staff-submissions';
import type { SortState } from '#web/lib/list/sort-toggle';

// What only /admin/submissions has: its status tabs. The search, sort and paging every admin
// list shares are in ../list/list-query.

type Query = AdminSubmissionsQuery;

/** Another tab lists other rows, so it starts again on page 1. */
export const withTab = (query: Query, status: SubmissionTab): Query => ({
  ...query,
  status,
  page: 1,
});

/** Another conversation filter lists other rows too. */
export const withConversation = (query: Query, conversation: ConversationFilter | undefined) => ({
  ...query,
  conversation,
  page: 1,
});

/** Another tag lists other rows too. */
export const withTag = (query: Query, tag: string | undefined): Query => ({
  ...query,
  tag,
  page: 1,
});

/** Another review filter (Needs reviews, Reviewed) lists other rows too. */
export const withReview = (query: Query, review: ReviewFilter | undefined): Query => ({
  ...query,
  review,
  page: 1,
});

/** The PHI filter (only the ideas the PHI guard flagged) lists other rows too. */
export const withPhi = (query: Query, phi: Query['phi']): Query => ({
  ...query,
  phi,
  page: 1,
});

/** The bar-date filter (only ideas whose next bar date is within 90 days) lists other rows too. */
export const withBarDate = (query: Query, barDate: Query['barDate']): Query => ({
  ...query,
  barDate,
  page: 1,
});

/** The stage filter (only ideas at one stage of the patent pipeline) lists other rows too. */
export const withStage = (query: Query, stage: Query['stage']): Query => ({
  ...query,
  stage,
  page: 1,
});

/** The decision filter (only ideas whose decision is due within 30 days) lists other rows too. */
export const withDecisionDue = (query: Query, decisionDue: Query['decisionDue']): Query => ({
  ...query,
  decisionDue,
  page: 1,
});

/** Whether a search, a status tab or a filter narrows the list (the empty message). */
export const isFiltered = (query: Query) =>
  query.q !== '' ||
  query.status !== 'all' ||
  query.conversation !== undefined ||
  query.review !== undefined ||
  query.tag !== undefined ||
  query.phi !== undefined ||
  query.barDate !== undefined ||
  query.stage !== undefined ||
  query.decisionDue !== undefined;

/** A submission's average score to two decimals, or '—' before any (or while blind). */
export const scoreText = (averageScore: number | null): string =>
  averageScore === null ? '—' : averageScore.toFixed(2);

/** A bar date this close (in days) or closer is marked in the list as coming soon. */
export const BAR_DATE_SOON_DAYS = 30;

const midnight = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** How pressing a next bar date is, in words: the list's mark beside it. */
export interface BarDateMark {
  urgency: 'overdue' | 'soon';
  /** "Overdue by 3 days", "Due today", "Due tomorrow", "Due in 12 days". */
  text: string;
}

const relativeDays = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

/**
 * The mark of a next bar date on `today` (both calendar dates, YYYY-MM-DD, read as UTC so no
 * change of clocks moves a day): overdue once its day has gone, due soon from
 * BAR_DATE_SOON_DAYS before it to its own day, else none.
 */
export function barDateMark(date: string, today: string): BarDateMark | null {
  const days = Math.round((midnight(date) - midnight(today)) / 86_400_000);
  if (Number.isNaN(days)) return null;
  if (days < 0) {
    const late = -days;
    return { urgency: 'overdue', text: `Overdue by ${late} ${late === 1 ? 'day' : 'days'}` };
  }
  if (days > BAR_DATE_SOON_DAYS) return null;
  return { urgency: 'soon', text: `Due ${relativeDays.format(days, 'day')}` };
}

/** A decision due this close (in days) or closer is marked in the list as coming soon. */
export const DECISION_SOON_DAYS = 30;

/** How pressing an idea's decision is, in words: the list's line under its stage. */
export interface DecisionDueMark {
  urgency: 'overdue' | 'soon' | 'later';
  /** "Decision 3 days overdue", "Decision due today", "Decision due in 12 days". */
  text: string;
}

/**
 * The mark of the day a decision is due on `today` (both calendar dates, YYYY-MM-DD, read as
 * UTC, as the server counts them): overdue once its day has gone, due soon from
 * DECISION_SOON_DAYS before it to its own day, else later.
 */
export function decisionDueMark(dueOn: string, today: string): DecisionDueMark | null {
  const daysLeft = Math.round((midnight(dueOn) - midnight(today)) / 86_400_000);
  if (Number.isNaN(daysLeft)) return null;
  const text = clockText({ daysLeft, decidedAt: null });
  if (text === null) return null;
  const urgency = daysLeft < 0 ? 'overdue' : daysLeft <= DECISION_SOON_DAYS ? 'soon' : 'later';
  return { urgency, text };
}

/**
 * The sort the table shows: the default (best matches first) is the newest first when nothing
 * is searched, so the Date column shows it then, and a click on Date turns it around.
 */
export const shownSort = (query: Query): SortState<SubmissionSortKey> =>
  query.sort === 'relevance' && query.q === ''
    ? { sort: 'date', dir: 'desc' }
    : { sort: query.sort, dir: query.dir };
