import { useRef, useState } from 'react';
import { Download, LoaderCircle } from 'lucide-react';
import { agreementDownloadMessages as texts } from '#common/agreements';
import {
  fetchAgreementDocument,
  planAgreementDownload,
  toastAfterDownload,
  type DownloadToast,
} from '#web/lib/agreement-download';
import { downloadFile } from '#web/lib/file-download';
import { notify, toastDurations } from '#web/lib/notify';
import { Button, type ButtonSize, type ButtonVariant } from '../ui/button';

type DownloadAgreementButtonProps = {
  /** The signed agreement to download; without one the button says there is none. */
  agreementId: string | null | undefined;
  /** The provider's document id, for the fallback file name. */
  documentId?: string | null | undefined;
  /**
   * What to say when there is no agreement id: the generic text, or the submissions page's
   * 'There is no signed agreement for this submission.' (spec 01 §5).
   */
  missingText?: 'id' | 'submission';
  label?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
};

function show(message: DownloadToast, id: string | number) {
  const duration = message.kind === 'error' ? toastDurations.error : toastDurations.download;
  notify[message.kind](message.title, message.message, { id, duration });
}

/**
 * Downloads a signed agreement's PDF (spec 01 §7, §8): 'Downloading Agreement' while it is
 * fetched, then 'Download Complete', 'Opening Agreement' or why it failed. Shared by the
 * dashboard and the admin pages; the server decides who may have the file.
 */
export function DownloadAgreementButton({
  agreementId,
  documentId,
  missingText = 'id',
  label = 'Download Agreement',
  variant = 'outline',
  size = 'sm',
  className,
}: DownloadAgreementButtonProps) {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  async function download() {
    if (running.current) return;
    if (!agreementId) {
      notify.error(
        texts.noAgreement.title,
        missingText === 'submission' ? texts.noAgreement.message : texts.noAgreementId,
      );
      return;
    }
    running.current = true;
    setBusy(true);
    const toastId = notify.loading(texts.downloading);
    try {
      const plan = planAgreementDownload(await fetchAgreementDocument(agreementId, { documentId }));
      if (plan.action === 'fail') {
        show({ kind: 'error', title: plan.title, message: plan.message }, toastId);
      } else {
        const outcome =
          plan.action === 'save'
            ? downloadFile({
                blob: plan.blob,
                filename: plan.filename,
                fallbackUrl: plan.fallbackUrl,
              })
            : downloadFile({ blob: null, filename: '', fallbackUrl: plan.url });
        show(toastAfterDownload(outcome), toastId);
      }
    } catch {
      show({ kind: 'error', title: texts.failed.title, message: texts.failed.message }, toastId);
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      onClick={() => void download()}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
    >
      {busy ? (
        <LoaderCircle aria-hidden="true" className="animate-spin" />
      ) : (
        <Download aria-hidden="true" />
      )}
      {busy ? 'Downloading...' : label}
    </Button>
  );
}
