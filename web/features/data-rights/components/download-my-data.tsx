import { FileArchive } from 'lucide-react';
import { dataExportContract } from '#common/contracts/data-rights';
import { Button } from '#web/components/ui/button';
import { apiPath } from '#web/lib/api';

/**
 * Downloads everything the portal holds about the signed-in person (a ZIP the server builds as
 * it sends and audits). A plain link: the browser saves the file and shows its progress.
 */
export function DownloadMyData() {
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        A ZIP with your profile, every idea and draft of yours with its files, your messages with
        the innovation team, your signed agreements and attestations, and the audit log&apos;s
        record of your own actions. Its <code>manifest.json</code> lists each file with its SHA-256.
      </p>
      <Button asChild variant="outline" className="max-md:h-11">
        <a href={apiPath(dataExportContract, {})} download>
          <FileArchive aria-hidden="true" />
          Download my data
        </a>
      </Button>
    </div>
  );
}
