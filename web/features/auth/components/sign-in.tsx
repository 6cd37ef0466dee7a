import { useState } from 'react';
import { idleSignOut } from '#common/auth/idle';
import { LogIn, ShieldCheck } from 'lucide-react';
import { Navigate, useLocation } from 'react-router';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { useSession } from '../hooks/use-session';
import { landingPath } from '../lib/guard-decisions';
import { fromLocation, nextParam } from '../lib/safe-redirect';
import { AuthCard } from './auth-card';
import { AuthLink } from './auth-link';
import { LoginForm } from './login-form';
import { PasskeySignIn } from './passkey-sign-in';
import { TwoFactorSignInForm } from './two-factor-sign-in-form';

type Step =
  | { kind: 'password'; email: string; restartMessage: string | null }
  | { kind: 'code'; email: string };

/**
 * Signing in: the password, then a code when the account asks for a second step; or a passkey
 * instead, which needs none.
 */
export function SignIn() {
  const location = useLocation();
  const { data: session } = useSession();
  // Back to the page a guard sent the person away from, or the one `?next=` names.
  const requested = fromLocation(location.state) ?? nextParam(location.search);
  const finishSignIn = useFinishSignIn(requested);
  const [step, setStep] = useState<Step>({ kind: 'password', email: '', restartMessage: null });
  const signedOutIdle =
    new URLSearchParams(location.search).get(idleSignOut.reasonParam) === idleSignOut.reasonValue;

  if (session) return <Navigate to={landingPath(session, requested)} replace />;

  if (step.kind === 'code') {
    return (
      <AuthCard
        key="code"
        heading="Two-Factor Sign-In"
        icon={ShieldCheck}
        description="Your account asks for a second step: a code from your authenticator app."
        focusHeading
      >
        <TwoFactorSignInForm
          onVerified={finishSignIn}
          onRestart={(message) =>
            setStep({ kind: 'password', email: step.email, restartMessage: message || null })
          }
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      key="password"
      heading="Sign In"
      icon={LogIn}
      description="Sign in to submit ideas and follow their status."
      footer={
        <>
          Don&apos;t have an account? <AuthLink to="/register">Register here</AuthLink>
        </>
      }
    >
      {signedOutIdle && (
        <p
          role="status"
          className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          {idleSignOut.notice}
        </p>
      )}
      <LoginForm
        defaultEmail={step.email}
        restartMessage={step.restartMessage}
        onSignedIn={({ email, twoFactorRequired }) =>
          twoFactorRequired ? setStep({ kind: 'code', email }) : finishSignIn()
        }
      />
      {/* A passkey verifies who holds it: two factors in one, so no code is asked after it. */}
      <PasskeySignIn onSignedIn={finishSignIn} />
    </AuthCard>
  );
}
