import { CircleCheck, LoaderCircle } from 'lucide-react';
import { DownloadAgreementButton } from '#web/components/agreement/download-agreement-button';
import type { AgreementState } from '../lib/agreement-record';
import { SignAgreementFlow, type SignAgreementFlowProps } from './sign-agreement-flow';

type AgreementStepProps = {
  agreement: AgreementState;
  documentId: string | null | undefined;
} & SignAgreementFlowProps;

/** What the agreement step offers: its status while checking, signing, or the signed copy. */
export function AgreementStep({ agreement, documentId, ...signing }: AgreementStepProps) {
  if (agreement.state === 'checking') {
    return (
      <span role="status" className="inline-flex items-center gap-2 text-sm text-slate-700">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        Checking Status...
      </span>
    );
  }
  if (agreement.state === 'unsigned') return <SignAgreementFlow {...signing} />;
  return (
    <>
      <span className="inline-flex items-center gap-1.5 rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-800">
        <CircleCheck aria-hidden="true" className="size-4" />
        Completed
      </span>
      <DownloadAgreementButton
        agreementId={agreement.agreementId}
        documentId={documentId}
        label="Download Signed Agreement"
      />
    </>
  );
}
