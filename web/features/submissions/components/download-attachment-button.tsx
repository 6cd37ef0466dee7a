import { Download, LoaderCircle } from 'lucide-react';
import { attachmentMessages } from '#common/attachments';
import {
  submissionAttachmentContract,
  submissionFileContract,
} from '#common/contracts/submissions';
import { apiPath } from '#web/lib/api';
import { cn } from '#web/lib/cn';
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
 * Where a file is read from: one of the idea's files by its id, else the idea's first file
 * (the route of one attachment, spec 02 §7).
 */
export const attachmentUrl = (submissionId: string, fileId?: string | null): string =>
  fileId
    ? apiPath(submissionFileContract, { params: { id: submissionId, fileId } })
    : apiPath(submissionAttachmentContract, { params: { id: submissionId } });

/**
 * Downloads one of a submission's files through the authorised endpoint and saves it as a file
 * (spec 02 §7 "Attachment download", §8). Shared by the dashboard and the admin pages. Its
 * name is "Download" and the file's name ("Download report.pdf"), so each of an idea's files
 * has its own.
 */
export function DownloadAttachmentButton({
  submissionId,
  fileName,
  fileId,
  url = attachmentUrl(submissionId, fileId),
  look = 'button',
}: {
  submissionId: string;
  fileName: string | null;
  /** One of the idea's files; without it (and without `url`), the idea's first file. */
  fileId?: string | null | undefined;
  /** Where the file is read from, e.g. a message's file; by default the idea's file. */
  url?: string;
  /**
   * 'link' shows the file's name as a link-like button, e.g. beside the public disclosure the
   * file shows; 'button' (the default) an outlined "Download" button.
   */
  look?: 'button' | 'link';
}) {
  const { download, busy } = useFileDownload(attachmentDownloadTexts);
  const filename = fileName?.trim() || 'attachment';
  const start = () => void download({ url, filename });
  const Icon = busy ? LoaderCircle : Download;
  // In the link look the icon sits by the name's first line.
  const icon = (
    <Icon
      aria-hidden="true"
      className={cn(look === 'link' && 'mt-0.5 size-4 shrink-0', busy && 'animate-spin')}
    />
  );

  if (look === 'link') {
    return (
      <button
        type="button"
        onClick={start}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        className="inline-flex max-w-full min-w-0 items-start gap-1 rounded-sm text-left text-sm font-medium text-accent-600 underline underline-offset-4 hover:text-accent-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
      >
        {icon}
        <span className="min-w-0 [overflow-wrap:anywhere]">
          <span className="sr-only">{busy ? 'Downloading ' : 'Download '}</span>
          {filename}
        </span>
      </button>
    );
  }

  return (
    <Button
      variant="outline"
      size="sm"
      onClick={start}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
    >
      {icon}
      {busy ? 'Downloading...' : 'Download'}
      {fileName && <span className="sr-only">{` ${fileName}`}</span>}
    </Button>
  );
}
