import { use } from 'react';
import { Lightbulb, PenLine, Shield } from 'lucide-react';
import { Link } from 'react-router';
import { roleOf, staffHome, type StaffRole } from '#common/roles';
import { AreaHeading } from '#web/components/layout/area-heading';
import { StepCard } from '#web/components/layout/step-card';
import { Button } from '#web/components/ui/button';
import { AgreementStep } from '#web/features/agreements/components/agreement-step';
import { agreementState } from '#web/features/agreements/lib/agreement-record';
import { useSession } from '#web/features/auth/hooks/use-session';
import { SubmitStep } from '#web/features/submissions/inventor';
import { useUserData } from '#web/features/user-data/hooks/use-user-data';
import { Prerendering } from '#web/lib/prerendering';
import { useAgreementCompletion } from './use-agreement-completion';
import { useSubmitter } from './use-submitter';

/**
 * The dashboard's Home tab (spec 02 §2 "Submit-idea tab"): sign the agreement, then submit.
 * Staff are not asked to sign: their work is in the admin portal.
 */
export function SubmitIdeaPage() {
  const { data: session } = useSession();
  const role = session ? roleOf(session.user) : 'user';
  if (role !== 'user') return <StaffHome role={role} />;
  return <InventorHome />;
}

const staffWork: Record<Exclude<StaffRole, 'user'>, { description: string; link: string }> = {
  admin: {
    description: 'You are signed in as an administrator: your work is in the admin portal.',
    link: 'Open the Admin Portal',
  },
  reviewer: {
    description: 'You are signed in as a reviewer: your work is in the admin portal.',
    link: 'Open My reviews',
  },
  counsel: {
    description:
      'You are signed in as outside counsel: the ideas you are invited to are on your own page.',
    link: 'Open Invited Ideas',
  },
};

/** What staff find on the dashboard's Home tab: the way to their own work. */
function StaffHome({ role }: { role: Exclude<StaffRole, 'user'> }) {
  return (
    <div className="space-y-8">
      <AreaHeading heading="Dashboard" area="Dashboard" description={staffWork[role].description} />
      <Button asChild>
        <Link to={staffHome[role]}>
          <Shield aria-hidden="true" />
          {staffWork[role].link}
        </Link>
      </Button>
    </div>
  );
}

function InventorHome() {
  const { data: session } = useSession();
  const { userData, updateUserData } = useUserData();
  const { complete, onSessionEnded } = useAgreementCompletion();
  // Drawn by the server (ADR 0020), the steps cannot act until the app has taken over: until
  // then they say the agreement is being checked, and nothing looks ready that is not.
  const prerendering = use(Prerendering);
  const profile = session === undefined || prerendering ? undefined : (session?.profile ?? null);
  const agreement = agreementState(profile, userData);
  const { submitter } = useSubmitter();
  const unsigned = agreement.state === 'unsigned';

  return (
    <div className="space-y-8">
      <AreaHeading
        heading="Dashboard"
        area="Dashboard"
        description={unsigned ? 'Sign the inventions agreement, then submit your idea.' : undefined}
      />
      <ol className="grid gap-6 md:grid-cols-2">
        <StepCard
          step={1}
          icon={PenLine}
          title="Inventions Agreement"
          description="Sign the inventions agreement once before you submit ideas. It keeps what you share confidential and sets out how ideas are reviewed."
          contentClassName="mt-auto flex flex-wrap items-center gap-3"
        >
          <AgreementStep
            agreement={agreement}
            documentId={userData.boldsignDocumentId}
            defaults={{
              fullName: profile?.fullName?.trim() || userData.fullName,
              jobTitle: profile?.jobTitle?.trim() || userData.jobTitle,
            }}
            complete={complete}
            onSessionEnded={onSessionEnded}
            onStarted={(details) => updateUserData(details)}
          />
        </StepCard>
        <StepCard
          step={2}
          icon={Lightbulb}
          title="Submit Your Idea"
          description="Describe your idea for improving neurovascular care and add an optional attachment. Submissions are confidential."
          contentClassName="mt-auto space-y-2"
        >
          {submitter && (
            <SubmitStep submitter={submitter} checkingAgreement={agreement.state === 'checking'} />
          )}
        </StepCard>
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
