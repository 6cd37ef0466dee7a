import type { ReactNode } from 'react';
import { DownloadAttachmentButton } from './download-attachment-button';
import { FileName } from './file-name';
import type { ShownFile } from './idea-files';

/**
 * An idea's files in their order, each with its name, its size and its own Download button
 * ("Download report.pdf"); "No attachment" without any. Shared by the details dialog (inventor
 * and staff) and the staff page.
 */
export function IdeaFilesList({
  submissionId,
  files,
  canDownload = true,
  fileNote,
  fileUrl,
}: {
  submissionId: string;
  files: readonly ShownFile[];
  /** Whether the files can be read from the server (not while the idea waits in this browser). */
  canDownload?: boolean;
  /** Something said under a file, e.g. what the PHI guard found in it. */
  fileNote?: (file: ShownFile) => ReactNode;
  /** Where each file is read from, when not the idea's own address (e.g. counsel's). */
  fileUrl?: ((fileId: string) => string) | undefined;
}) {
  if (files.length === 0) return <>No attachment</>;
  return (
    <ul aria-label="Attachments" className="divide-y divide-slate-200">
      {files.map((file, index) => {
        const note = fileNote?.(file);
        return (
          // Name on the left, wrapping as it must; its button on the right, on a phone too.
          <li
            key={file.id ?? index}
            className="flex items-center justify-between gap-3 py-2 first:pt-0 last:pb-0"
          >
            <span className="min-w-0 flex-1">
              <FileName name={file.name} size={file.size} />
              {note && <span className="mt-1 block text-xs">{note}</span>}
            </span>
            {/* Without an id (an older answer) it is the idea's one file, read by the idea's id. */}
            {canDownload && (
              <DownloadAttachmentButton
                submissionId={submissionId}
                fileName={file.name}
                fileId={file.id}
                {...(fileUrl && file.id ? { url: fileUrl(file.id) } : {})}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
