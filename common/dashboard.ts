import { z } from 'zod';
import { stages } from './pipeline';
import { upcomingBarDateSchema } from './bar-dates';

// The staff start page (/api/admin/stats, /api/admin/activity).

/** Recent Submissions on the admin dashboard (spec 01 §9). */
export const RECENT_SUBMISSIONS = 5;
/** The Upcoming bar dates card. */
export const UPCOMING_BAR_DATES = 5;
/** The Activity Overview's window. */
export const ACTIVITY_DAYS = 30;

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
  /** The next UPCOMING_BAR_DATES bar dates of sent ideas, soonest first (ADR 36). */
  upcomingBarDates: z.array(upcomingBarDateSchema).default([]),
  /**
   * The patent pipeline (ADR 40): how many ideas are at each stage, and how long they have been
   * there (the median of whole days since each entered it).
   */
  pipeline: z
    .array(
      z.object({
        stage: z.enum(stages),
        count: z.number(),
        medianDaysInStage: z.number().nullable(),
      }),
    )
    .default([]),
  /** Ideas whose decision is due within 30 days or overdue. */
  decisionsDueSoon: z.number().default(0),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** GET /api/admin/activity: one entry a UTC day, oldest first, the last ACTIVITY_DAYS days. */
export const activitySchema = z.object({
  days: z.array(z.object({ date: z.string(), submissions: z.number(), signups: z.number() })),
});
export type Activity = z.infer<typeof activitySchema>;
