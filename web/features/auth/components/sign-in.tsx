import { useState } from 'react';
import { idleSignOut } from '#common/auth/idle';
import { Building2, LogIn, ShieldCheck } from 'lucide-react';
import { Navigate, useLocation } from 'react-router';
import { FormAlert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { useSession } from '../hooks/use-session';
import { landingPath } from '../lib/guard-decisions';
import { fromLocation, nextParam } from '../lib/safe-redirect';
import { ssoFailure } from '../lib/sso-sign-in';
import { AuthCard } from './auth-card';
import { AuthLink } from './auth-link';
import { LoginForm } from './login-form';
import { PasskeySignIn } from './passkey-sign-in';
import { SsoSignInForm } from './sso-sign-in-form';
import { TwoFactorSignInForm } from './two-factor-sign-in-form';

type Step =
  | { kind: 'password'; email: string; restartMessage: string | null; back?: boolean }
  | { kind: 'code'; email: string }
  | { kind: 'sso' };

/**
 * Signing in: the password, then a code when the account asks for a second step; or a passkey
 * instead, which needs none; or single sign-on, through the identity provider of the address's
 * domain (an address there is refused a password and sent to it).
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
  // Single sign-on that failed comes back here with `?error=`.
  const failedSso = ssoFailure(location.search);

  if (session) return <Navigate to={landingPath(session, requested)} replace />;

  const failedSsoAlert = failedSso && (
    <FormAlert className="mb-4">
      {failedSso.message}
      {failedSso.detail && (
        <span className="mt-1 block [overflow-wrap:anywhere]">
          Your identity provider said: {failedSso.detail}
        </span>
      )}
    </FormAlert>
  );

  if (step.kind === 'sso') {
    return (
      <AuthCard
        key="sso"
        heading="Single Sign-On"
        icon={Building2}
        description="Sign in through your organisation with your work email address."
        focusHeading
        footer={
          <Button
            variant="ghost"
            className="h-auto min-h-10 whitespace-normal underline underline-offset-4 max-md:min-h-11"
            onClick={() =>
              setStep({ kind: 'password', email: '', restartMessage: null, back: true })
            }
          >
            Sign in with a password or passkey instead
          </Button>
        }
      >
        {failedSsoAlert}
        <SsoSignInForm defaultEmail="" requested={requested} />
      </AuthCard>
    );
  }

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
      // Back from single sign-on: the focus starts again at the top, not on the page's body.
      focusHeading={step.back === true}
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
      {failedSsoAlert}
      <LoginForm
        defaultEmail={step.email}
        restartMessage={step.restartMessage}
        requested={requested}
        onSignedIn={({ email, twoFactorRequired }) =>
          twoFactorRequired ? setStep({ kind: 'code', email }) : finishSignIn()
        }
      />
      {/* A passkey verifies who holds it: two factors in one, so no code is asked after it. */}
      <PasskeySignIn onSignedIn={finishSignIn} />
      <Button
        variant="outline"
        className="mt-3 w-full max-md:h-11"
        onClick={() => setStep({ kind: 'sso' })}
      >
        <Building2 aria-hidden="true" />
        Continue with single sign-on
      </Button>
    </AuthCard>
  );
}
