import { Copy, Download } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { saveFile } from '#web/lib/use-file-download';
import { notify } from '#web/lib/notify';
import { backupCodesFile } from '../lib/backup-codes-file';

/** Backup codes shown once, with Copy and Download so they can be kept somewhere safe. */
export function BackupCodes({ codes, account }: { codes: string[]; account?: string | null }) {
  const file = backupCodesFile(codes, account);

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      notify.success('Copied', 'The backup codes are on your clipboard.');
    } catch {
      notify.error('Could not copy', 'Select the codes and copy them, or download them.');
    }
  }

  function download() {
    const blob = new Blob([file.text], { type: 'text/plain;charset=utf-8' });
    if (!saveFile(blob, file.filename))
      notify.error('Could not download', 'The file could not be saved.');
  }

  return (
    <div className="space-y-3">
      <ul
        aria-label="Backup codes"
        className="grid grid-cols-1 gap-2 rounded-lg border border-slate-200 bg-slate-50 p-4 font-mono text-sm text-slate-900 min-[360px]:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="select-all">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          Copy
        </Button>
        <Button variant="outline" size="sm" onClick={download}>
          <Download aria-hidden="true" />
          Download
        </Button>
      </div>
    </div>
  );
}
