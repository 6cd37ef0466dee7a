import { FileDown } from 'lucide-react';
import type { AuditTrailFilters } from '#common/audit-trail';
import { buttonClassName } from '#web/components/ui/button';
import { auditTrailExportUrls } from '../api/audit-trail';

/**
 * Export CSV / Export PDF of the filters in force: plain links, since the server sends the
 * file as an attachment, every matching entry (up to each format's cap), and records it.
 */
export function TrailExports({ filters }: { filters: AuditTrailFilters }) {
  const urls = auditTrailExportUrls(filters);
  const link = buttonClassName({ variant: 'outline', className: 'max-md:h-11' });
  return (
    <div className="flex flex-wrap gap-2">
      <a href={urls.csv} download className={link}>
        <FileDown aria-hidden="true" />
        Export CSV
      </a>
      <a href={urls.pdf} download className={link}>
        <FileDown aria-hidden="true" />
        Export PDF
      </a>
    </div>
  );
}
