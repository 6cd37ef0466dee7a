import { useRef, useState } from 'react';
import { Download, LoaderCircle } from 'lucide-react';
import {
  attachmentDownloadMessages as texts,
  attachmentToast,
  fetchSubmissionAttachment,
} from '#web/lib/attachment-download';
import { downloadFile } from '#web/lib/file-download';
import { notify, toastDurations } from '#web/lib/notify';
import { Button } from '../ui/button';

/**
 * Downloads a submission's attachment through the authorised endpoint and saves it as a file
 * (spec 02 §7 "Attachment download", §8). Shared by the dashboard and the admin pages.
 */
export function DownloadAttachmentButton({
  submissionId,
  fileName,
}: {
  submissionId: string;
  fileName: string | null;
}) {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  async function download() {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    const id = notify.loading(texts.downloading);
    try {
      const result = await fetchSubmissionAttachment(submissionId, { fallbackName: fileName });
      const message = result.success
        ? attachmentToast(downloadFile({ blob: result.data, filename: result.filename }))
        : { kind: 'error' as const, title: texts.failed, message: result.error };
      const duration = message.kind === 'error' ? toastDurations.error : toastDurations.download;
      notify[message.kind](message.title, message.message, { id, duration });
    } catch {
      notify.error(texts.failed, texts.unexpected, { id });
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => void download()}
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
