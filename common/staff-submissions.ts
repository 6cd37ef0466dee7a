import { z } from 'zod';
import { inventorStates } from './conversation';
import { reviewStatuses } from './submissions';
import { tagFilterSchema } from './tags';
import { staffRoles, type StaffRole } from './roles';
import { plainText } from './text';

export { roleLabels, staffRoles, type StaffRole } from './roles';

// The admin portal's API (/api/admin/...): what the lists take and what every answer holds.
// Lists run in the database, so every one is paged, sorted and searched by the server.

export const ADMIN_PAGE_SIZES = [10, 20, 50, 100] as const;
export const ADMIN_DEFAULT_PAGE_SIZE = 20;
/** Longer searches are cut: nobody types more, and search cost grows with it. */
export const ADMIN_SEARCH_MAX = 200;
/**
 * A search's counts stop past this many matches ('1,000+'): counting every match of a common
 * word would read a quarter of all ideas on every keystroke (ADR 14).
 */
export const SEARCH_COUNT_CAP = 1_000;
/** Recent Submissions on the admin dashboard (spec 01 §9). */
export const RECENT_SUBMISSIONS = 5;
/** The Activity Overview's window. */
export const ACTIVITY_DAYS = 30;
export const ADMIN_NOTES_MAX = 5_000;

const page = z.coerce.number().int().min(1).max(1_000_000).catch(1);
const pageSize = z.coerce
  .number()
  .int()
  .refine((n) => (ADMIN_PAGE_SIZES as readonly number[]).includes(n))
  .catch(ADMIN_DEFAULT_PAGE_SIZE);
/** A list's search as the server reads it: trimmed and cut to ADMIN_SEARCH_MAX. */
export const adminSearchSchema = z
  .string()
  .trim()
  .catch('')
  .transform((q) => q.slice(0, ADMIN_SEARCH_MAX));
/**
 * The search in a list's query. Unlike the other parameters it is refused, not replaced, when
 * it holds characters nobody types: a search for something else than was asked is no answer.
 */
const search = plainText(z.string(), 'Search').default('').pipe(adminSearchSchema);
const direction = z.enum(['asc', 'desc']);

/** The tabs of /admin/submissions. */
export const submissionTabs = ['all', ...reviewStatuses] as const;
export type SubmissionTab = (typeof submissionTabs)[number];
/** `relevance`: the best matches first when searching, else the newest first (ADR 14). */
export const submissionSortKeys = [
  'relevance',
  'inventor',
  'status',
  'date',
  'score',
  'reviews',
] as const;
export type SubmissionSortKey = (typeof submissionSortKeys)[number];

/** The conversation filters of /admin/submissions, beside the tabs: where it stands, or unread. */
export const conversationFilters = [...inventorStates, 'unread'] as const;
export type ConversationFilter = (typeof conversationFilters)[number];
export const conversationFilterLabels: Record<ConversationFilter, string> = {
  awaiting_inventor: 'Awaiting inventor',
  inventor_replied: 'Inventor replied',
  unread: 'Unread',
};

/**
 * GET /api/admin/submissions (and .../export.csv). Unknown or malformed values fall back to the
 * defaults rather than failing: these come from a shareable URL. Default: the best matches
 * first when searching, else the newest first.
 */
/**
 * The review filter of /admin/submissions: pending ideas still waiting for a review (none
 * scored yet, or an assigned review still to score), or those with at least one scorecard.
 */
export const reviewFilters = ['needs_reviews', 'reviewed'] as const;
export type ReviewFilter = (typeof reviewFilters)[number];
export const reviewFilterLabels: Record<ReviewFilter, string> = {
  needs_reviews: 'Needs reviews',
  reviewed: 'Reviewed',
};

export const adminSubmissionsQuerySchema = z.object({
  status: z.enum(submissionTabs).catch('all'),
  review: z.enum(reviewFilters).optional().catch(undefined),
  q: search,
  sort: z.enum(submissionSortKeys).catch('relevance'),
  dir: direction.catch('desc'),
  conversation: z.enum(conversationFilters).optional().catch(undefined),
  /** Only ideas with this staff tag. */
  tag: tagFilterSchema,
  page,
  pageSize,
});
export type AdminSubmissionsQuery = z.infer<typeof adminSubmissionsQuerySchema>;

export const userSortKeys = ['email', 'name', 'jobTitle', 'created'] as const;
export type UserSortKey = (typeof userSortKeys)[number];

/** GET /api/admin/users. Default: newest accounts first. */
export const adminUsersQuerySchema = z.object({
  q: search,
  sort: z.enum(userSortKeys).catch('created'),
  dir: direction.catch('desc'),
  page,
  pageSize,
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

/** PATCH /api/admin/submissions/:id/status: 'Update Submission Status'. */
export const updateSubmissionStatusSchema = z.object({
  status: z.enum(reviewStatuses, 'Choose Pending, Approved or Rejected.'),
  adminNotes: plainText(
    z
      .string()
      .trim()
      .max(ADMIN_NOTES_MAX, `Admin notes must be at most ${ADMIN_NOTES_MAX} characters.`),
    'Admin notes',
    'multi-line',
  )
    .nullable()
    .default(null)
    .transform((notes) => notes || null),
});
export type UpdateSubmissionStatusInput = z.input<typeof updateSubmissionStatusSchema>;

const text = z.string().nullable();

/** One row of the staff submission list (the spec's admin_submissions_view, camel-cased). */
export const adminSubmissionSchema = z.object({
  id: z.string(),
  userId: z.string(),
  fullName: text,
  email: z.string(),
  jobTitle: text,
  ideaTitle: z.string(),
  ideaDescription: z.string(),
  attachmentId: text,
  attachmentName: text,
  status: z.string(),
  adminNotes: text,
  /** The signed agreement the idea was sent under; download it with /api/agreements/:id/document. */
  agreementId: text,
  createdAt: z.string(),
  /** When the idea was sent: the date staff see and sort by. Null only where nothing recorded it. */
  submittedAt: text,
  updatedAt: z.string(),
  reviewedAt: text,
  reviewedBy: text,
  /** The reviewer's email, when there was one. */
  reviewedByEmail: text,
  /** 'awaiting_inventor', 'inventor_replied' or null (common/conversation.ts). */
  inventorState: text,
  /** When anyone (staff notes included) last wrote in its conversation. */
  lastMessageAt: text,
  /** Staff-only tags, in alphabetical order. */
  tags: z.array(z.string()),
  /** In the list: messages the reading staff member has not read. */
  unread: z.number().optional(),
  /** Submitted scorecards. */
  reviewCount: z.number(),
  /**
   * The mean of the scorecards' weighted scores (1–5); null before any, and for a reviewer who
   * has not submitted their own (blind scoring).
   */
  averageScore: z.number().nullable(),
});
export type AdminSubmission = z.infer<typeof adminSubmissionSchema>;

export const submissionCountsSchema = z.object({
  all: z.number(),
  pending: z.number(),
  approved: z.number(),
  rejected: z.number(),
});
export type SubmissionCounts = z.infer<typeof submissionCountsSchema>;

/**
 * The list: one page of rows, the total for the current tab, and each tab's count (same search).
 * Under a search a count past SEARCH_COUNT_CAP is that cap, named in `cappedCounts` (and
 * `totalIsCapped` for the total): there are more.
 */
export const adminSubmissionListSchema = z.object({
  submissions: z.array(adminSubmissionSchema),
  total: z.number(),
  totalIsCapped: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
  counts: submissionCountsSchema,
  cappedCounts: z.array(z.enum(submissionTabs)),
});
export type AdminSubmissionList = z.infer<typeof adminSubmissionListSchema>;

/** GET /api/admin/conversation-counts: the conversation filters' counts, for the reader. */
export const conversationCountsSchema = z.object({
  awaiting_inventor: z.number(),
  inventor_replied: z.number(),
  unread: z.number(),
});
export type ConversationCounts = z.infer<typeof conversationCountsSchema>;

/** An audit log entry about one submission: status changes, downloads, deletion. */
export const historyEntrySchema = z.object({
  id: z.number(),
  action: z.string(),
  actorEmail: text,
  createdAt: z.string(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** GET /api/admin/submissions/:id. */
export const adminSubmissionDetailSchema = z.object({
  submission: adminSubmissionSchema,
  history: z.array(historyEntrySchema),
});
export type AdminSubmissionDetail = z.infer<typeof adminSubmissionDetailSchema>;

/**
 * GET /api/admin/stats: the five stat cards (drafts are not counted), and where staff notices
 * go: STAFF_NOTIFY_EMAIL, or null when no one receives them.
 */
export const dashboardStatsSchema = z.object({
  totalUsers: z.number(),
  totalSubmissions: z.number(),
  pendingSubmissions: z.number(),
  approvedSubmissions: z.number(),
  rejectedSubmissions: z.number(),
  staffNoticesTo: z.string().nullable(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** GET /api/admin/activity: one entry a UTC day, oldest first, the last ACTIVITY_DAYS days. */
export const activitySchema = z.object({
  days: z.array(z.object({ date: z.string(), submissions: z.number(), signups: z.number() })),
});
export type Activity = z.infer<typeof activitySchema>;

/** One row of the user list (the spec's admin_user_view, camel-cased). */
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: text,
  jobTitle: text,
  createdAt: z.string(),
  isAdmin: z.boolean(),
  /** Staff or not: 'admin', 'reviewer' (sees only their assignments) or 'user'. */
  role: z.enum(['admin', 'reviewer', 'user']),
  /** Read from the user's signed agreement itself. */
  agreementSigned: z.boolean(),
  agreementId: text,
  agreementDocumentId: text,
  submissionCount: z.number(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;

/** GET /api/admin/users/:id: the User Information and Account Activity cards, and their ideas. */
export const adminUserDetailSchema = z.object({
  user: adminUserSchema.extend({
    lastSignInAt: text,
    emailConfirmedAt: text,
    profileCreatedAt: text,
    profileUpdatedAt: text,
    lastLogin: text,
    lastPasswordChange: text,
  }),
  submissions: z.array(adminSubmissionSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/**
 * POST /api/admin/users/:id/role: makes an account staff (an admin, or a reviewer who sees only
 * the submissions assigned to them) or an ordinary user again.
 */
export const updateUserRoleSchema = z.object({
  role: z.enum(staffRoles, "Role must be 'admin', 'reviewer' or 'user'."),
});
/** The spec's texts for the admin pages (spec 01 §2, §4, §8). */
export const adminMessages = {
  roleChanged: (role: StaffRole) => ({
    title: 'Role Updated',
    message: {
      admin: 'The account is now an admin.',
      reviewer: 'The account is now a reviewer.',
      user: 'The account is no longer staff.',
    }[role],
  }),
  roleFailed: { title: 'Update Failed', message: 'Failed to change the role. Please try again.' },
  lastAdmin: 'The last admin cannot be removed. Make another account an admin first.',
  statusUpdated: (status: string) => ({
    title: 'Status Updated',
    message: `Submission status has been updated to ${status}.`,
  }),
  updateFailed: {
    title: 'Update Failed',
    message: 'Failed to update submission status. Please try again.',
  },
  deleted: { title: 'Submission Deleted', message: 'The submission has been permanently deleted.' },
  deleteFailed: {
    title: 'Delete Failed',
    message: 'Failed to delete the submission. Please try again.',
  },
  dashboardRefreshed: 'Dashboard Refreshed',
  refreshed: 'Refreshed',
  dashboardFailed: { title: 'Error', message: 'Failed to load dashboard data. Please try again.' },
  submissionsFailed: { title: 'Error', message: 'Failed to load submissions. Please try again.' },
  submissionNotFound: { title: 'Error', message: 'Could not find submission details.' },
  submissionFailed: {
    title: 'Error',
    message: 'Failed to load submission details. Please try again.',
  },
  userDataFailed: { title: 'Error', message: 'Failed to load user data. Please try again.' },
  userDetailsFailed: 'Failed to load user details. Please try again.',
  usersFailed: (reason: string) => `Failed to load users: ${reason}`,
  usersTimeout: 'Database query timed out. Please try again or contact support if this persists.',
  userNotFound: 'User not found.',
  noUserId: 'No user ID provided',
  noAgreement: {
    title: 'No Agreement Available',
    message: 'There is no signed agreement for this submission.',
  },
  noSubmissions: 'No submissions found',
  noSubmissionsFiltered: 'Try changing your search or filter criteria',
  noSubmissionsYet: 'There are no submissions yet',
  noUsersMatch: 'No users match your search.',
  noUsers: 'No users found.',
  noUserSubmissions: 'No submissions found for this user.',
  searchSubmissions: 'Search by name, email, or description...',
  searchUsers: 'Search by name, job title, email or ID...',
  notesPlaceholder: 'Add notes about this submission...',
  deleteWarning:
    'This will permanently remove the submission and all associated data, including user information and attachments. This cannot be undone.',
} as const;

/** '1 user' / 'N users in the system' (spec 01 §2 "Admin users"). */
export const userCountText = (count: number) =>
  count === 1 ? '1 user' : `${count.toLocaleString('en-US')} users in the system`;
