import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import { AuthCard } from '#web/features/auth/components/auth-card';
import { ResetPasswordForm } from '#web/features/auth/components/reset-password-form';
import {
  ResetDone,
  ResetLinkChecking,
  ResetLinkInvalid,
  type ResetLinkProblem,
} from '#web/features/auth/components/reset-screens';
import { expiredLink, useResetLink } from '#web/features/auth/hooks/use-reset-link';

export function ResetPasswordPage() {
  const link = useResetLink();
  const [outcome, setOutcome] = useState<'done' | ResetLinkProblem | null>(null);

  if (outcome === 'done') return <ResetDone />;
  if (outcome) return <ResetLinkInvalid problem={outcome} />;
  if (link.state === 'invalid') return <ResetLinkInvalid problem={link.problem} />;
  if (link.state === 'checking') return <ResetLinkChecking />;
  return (
    <AuthCard heading="Reset Password" icon={KeyRound} description="Choose a new password.">
      <ResetPasswordForm
        token={link.token}
        onDone={() => setOutcome('done')}
        onInvalid={(message) => setOutcome(expiredLink(message))}
      />
    </AuthCard>
  );
}
