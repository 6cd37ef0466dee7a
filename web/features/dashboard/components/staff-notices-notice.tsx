import { TriangleAlert } from 'lucide-react';
import type { DashboardStats } from '#common/dashboard';

/**
 * Said on the dashboard while STAFF_NOTIFY_EMAIL is unset: the portal keeps working, but nobody
 * hears of what staff notices would have told them.
 */
export function StaffNoticesNotice({ stats }: { stats: DashboardStats | undefined }) {
  if (!stats || stats.staffNoticesTo) return null;
  return (
    <section
      aria-labelledby="staff-notices-heading"
      className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>
        <h2 id="staff-notices-heading" className="font-semibold">
          No one receives staff notices
        </h2>
        <p className="mt-1">
          New registrations, signed agreements, new ideas and contact-form messages are mailed to no
          one. Set <code className="font-mono">STAFF_NOTIFY_EMAIL</code> to the staff mailbox and
          restart the portal.
        </p>
      </div>
    </section>
  );
}
