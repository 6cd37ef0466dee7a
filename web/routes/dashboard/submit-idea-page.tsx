import { useId } from 'react';
import { CircleCheck, Lightbulb, LoaderCircle, PenLine } from 'lucide-react';
import { Link } from 'react-router';
import { DownloadAgreementButton } from '#web/components/agreement/download-agreement-button';
import { AreaHeading } from '#web/components/layout/area-heading';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { SignAgreementFlow } from '#web/features/agreements/components/sign-agreement-flow';
import { agreementState } from '#web/features/agreements/lib/agreement-record';
import { useSession } from '#web/features/auth/hooks/use-session';
import { SubmitStep } from '#web/features/submissions/components/submit-step';
import { useUserData } from '#web/features/user-data/hooks/use-user-data';
import { useAgreementCompletion } from './use-agreement-completion';
import { useSubmitter } from './use-submitter';

function StepLabel({ step }: { step: number }) {
  return (
    <p className="text-xs font-semibold tracking-wide text-accent-700 uppercase">Step {step}</p>
  );
}

function CompletedBadge() {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-800">
      <CircleCheck aria-hidden="true" className="size-4" />
      Completed
    </span>
  );
}

function CheckingStatus() {
  return (
    <span role="status" className="inline-flex items-center gap-2 text-sm text-slate-700">
      <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      Checking Status...
    </span>
  );
}

/** The dashboard's Home tab (spec 02 §2 "Submit-idea tab"): sign the agreement, then submit. */
export function SubmitIdeaPage() {
  const { data: session } = useSession();
  const { userData, updateUserData } = useUserData();
  const { complete, onSessionEnded } = useAgreementCompletion();
  const profile = session === undefined ? undefined : (session?.profile ?? null);
  const agreement = agreementState(profile, userData);
  const { submitter } = useSubmitter();
  const stepOneId = useId();
  const stepTwoId = useId();

  return (
    <div className="space-y-8">
      <AreaHeading
        heading="Dashboard"
        area="Dashboard"
        description={
          agreement.state === 'unsigned'
            ? 'Sign the inventions agreement, then submit your idea.'
            : undefined
        }
      />
      <ol className="grid gap-6 md:grid-cols-2">
        <li>
          <Card role="region" aria-labelledby={stepOneId} className="flex h-full flex-col">
            <CardHeader>
              <StepLabel step={1} />
              <CardTitle id={stepOneId} className="flex items-center gap-2">
                <PenLine aria-hidden="true" className="size-5 text-brand-700" />
                Inventions Agreement
              </CardTitle>
              <CardDescription>
                Sign the inventions agreement once before you submit ideas. It keeps what you share
                confidential and sets out how ideas are reviewed.
              </CardDescription>
            </CardHeader>
            <CardContent className="mt-auto flex flex-wrap items-center gap-3">
              {agreement.state === 'checking' && <CheckingStatus />}
              {agreement.state === 'unsigned' && (
                <SignAgreementFlow
                  defaults={{
                    fullName: profile?.fullName?.trim() || userData.fullName,
                    jobTitle: profile?.jobTitle?.trim() || userData.jobTitle,
                  }}
                  complete={complete}
                  onSessionEnded={onSessionEnded}
                  onStarted={(details) => updateUserData(details)}
                />
              )}
              {agreement.state === 'signed' && (
                <>
                  <CompletedBadge />
                  <DownloadAgreementButton
                    agreementId={agreement.agreementId}
                    documentId={userData.boldsignDocumentId}
                    label="Download Signed Agreement"
                  />
                </>
              )}
            </CardContent>
          </Card>
        </li>
        <li>
          <Card role="region" aria-labelledby={stepTwoId} className="flex h-full flex-col">
            <CardHeader>
              <StepLabel step={2} />
              <CardTitle id={stepTwoId} className="flex items-center gap-2">
                <Lightbulb aria-hidden="true" className="size-5 text-brand-700" />
                Submit Your Idea
              </CardTitle>
              <CardDescription>
                Describe your idea for improving neurovascular care and add an optional attachment.
                Submissions are confidential.
              </CardDescription>
            </CardHeader>
            <CardContent className="mt-auto space-y-2">
              {submitter && (
                <SubmitStep
                  submitter={submitter}
                  checkingAgreement={agreement.state === 'checking'}
                />
              )}
            </CardContent>
          </Card>
        </li>
      </ol>
      <p className="text-sm text-slate-700">
        Need help with the agreement or your submission?{' '}
        <Link
          to="/contact"
          className="font-medium text-accent-600 underline underline-offset-4 hover:text-accent-700"
        >
          Contact us
        </Link>
        .
      </p>
    </div>
  );
}
