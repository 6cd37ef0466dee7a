import { Download, LoaderCircle } from 'lucide-react';
import { agreementDownloadMessages as texts, agreementFilename } from '#common/agreements';
import { agreementDocumentContract } from '#common/contracts/agreements';
import { apiPath } from '#web/lib/api';
import { notify } from '#web/lib/notify';
import { useFileDownload, type DownloadTexts } from '#web/lib/use-file-download';
import { Button, type ButtonSize, type ButtonVariant } from '../ui/button';

type DownloadAgreementButtonProps = {
  /** The signed agreement to download; without one the button says there is none. */
  agreementId: string | null | undefined;
  /** The provider's document id, which names the file (`agreement_<first 8>.pdf`). */
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

const downloadTexts: DownloadTexts = {
  downloading: texts.downloading,
  complete: texts.complete,
  opening: texts.opening,
  failedTitle: texts.failed.title,
  refused: (error) => {
    if (error.status === 401) return { message: texts.unable(texts.authenticationRequired) };
    if (error.status === 404) return texts.noAgreement;
    return { message: texts.unable(error.message || texts.fallback) };
  },
  unexpected: texts.failed.message,
  initiateFailed: texts.initiateFailed,
};

/**
 * Downloading a signed agreement's PDF (spec 01 §7, §8): 'Downloading Agreement' while it is
 * fetched, then 'Download Complete', 'Opening Agreement' or why it failed. The server decides
 * who may have the file. For a button, and for a menu item (a row's Actions).
 */
export function useAgreementDownload({
  agreementId,
  documentId,
  missingText = 'id',
}: Pick<DownloadAgreementButtonProps, 'agreementId' | 'documentId' | 'missingText'>) {
  const { download, busy } = useFileDownload(downloadTexts);

  function start() {
    const id = agreementId?.trim();
    if (!id) {
      notify.error(
        texts.noAgreement.title,
        missingText === 'submission' ? texts.noAgreement.message : texts.noAgreementId,
      );
      return;
    }
    void download({
      url: apiPath(agreementDocumentContract, { params: { agreementId: id } }),
      filename: agreementFilename(documentId?.trim() || id),
    });
  }
  return { start, busy };
}

/** The Download Agreement button, shared by the dashboard and the admin pages. */
export function DownloadAgreementButton({
  agreementId,
  documentId,
  missingText = 'id',
  label = 'Download Agreement',
  variant = 'outline',
  size = 'sm',
  className,
}: DownloadAgreementButtonProps) {
  const { start, busy } = useAgreementDownload({ agreementId, documentId, missingText });

  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      onClick={start}
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
