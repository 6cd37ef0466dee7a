import { Download, LoaderCircle } from 'lucide-react';
import { attachmentMessages } from '#common/attachments';
import { submissionAttachmentContract } from '#common/contracts/submissions';
import { apiPath } from '#web/lib/api';
import { useFileDownload, type DownloadTexts } from '#web/lib/use-file-download';
import { Button } from '#web/components/ui/button';

/** The texts of attachment downloads (spec 02 §8 "Attachment download"). */
export const attachmentDownloadTexts: DownloadTexts = {
  downloading: 'Downloading Attachment',
  complete: 'Download Complete',
  opening: 'Opening Attachment',
  failedTitle: 'Download Failed',
  refused: (error) => ({
    message:
      error.status === 404
        ? attachmentMessages.missing
        : `Failed to download attachment: ${error.message || String(error.status)}`,
  }),
  unexpected: 'An unexpected error occurred',
  initiateFailed: 'Failed to initiate download',
};

/**
 * Downloads a submission's attachment through the authorised endpoint and saves it as a file
 * (spec 02 §7 "Attachment download", §8). Shared by the dashboard and the admin pages.
 */
export function DownloadAttachmentButton({
  submissionId,
  fileName,
  url = apiPath(submissionAttachmentContract, { params: { id: submissionId } }),
}: {
  submissionId: string;
  fileName: string | null;
  /** Where the file is read from; by default the submission's own attachment. */
  url?: string;
}) {
  const { download, busy } = useFileDownload(attachmentDownloadTexts);

  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() =>
        void download({
          url,
          filename: fileName?.trim() || 'attachment',
        })
      }
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
    >
      {busy ? (
        <LoaderCircle aria-hidden="true" className="animate-spin" />
      ) : (
        <Download aria-hidden="true" />
      )}
      {busy ? 'Downloading...' : 'Download'}
      {fileName && <span className="sr-only">{` ${fileName}`}</span>}
    </Button>
  );
}
