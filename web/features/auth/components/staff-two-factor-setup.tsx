import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { PageTitle } from '#web/components/layout/page-title';
import { useRefreshSession } from '../hooks/use-refresh-session';
import { SignOutButton } from './sign-out-button';
import { TwoFactorSetup } from './two-factor-setup';

const portals = {
  admin: {
    title: 'Admin Portal',
    why: 'Staff accounts see confidential inventions, so the admin portal opens only once your account asks for a code from your phone at each sign-in.',
    continueLabel: 'Continue to the admin portal',
  },
  counsel: {
    title: 'Invited Ideas',
    why: 'The ideas you are invited to are confidential, so they open only once your account asks for a code from your phone at each sign-in.',
    continueLabel: 'Continue to your invited ideas',
  },
} as const;

/**
 * What staff or outside counsel without two-factor sign-in see instead of their area: why it
 * is needed, the enrolment, and a way out. The area opens after the backup codes were seen.
 */
export function StaffTwoFactorSetup({
  onConfirmed,
  onDone,
  portal = 'admin',
}: {
  onConfirmed: () => void;
  onDone: () => void;
  /** The area it stands in front of. */
  portal?: keyof typeof portals;
}) {
  const texts = portals[portal];
  const refreshSession = useRefreshSession();
  const [opening, setOpening] = useState(false);

  async function openPortal() {
    setOpening(true);
    try {
      await refreshSession();
    } catch {
      // The guard asks again.
    }
    onDone();
  }

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12 sm:py-16">
      <PageTitle title={`Set up two-factor sign-in | ${texts.title}`} />
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <p className="mb-6 flex items-start gap-3 rounded-lg bg-brand-50 p-4 text-sm text-brand-900">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {texts.why}
        </p>
        <TwoFactorSetup
          headingLevel="h1"
          onConfirmed={onConfirmed}
          onDone={openPortal}
          doneLabel={opening ? 'Opening...' : texts.continueLabel}
        />
      </div>
      <p className="mt-6 text-center text-sm text-slate-700">
        Not now? <SignOutButton />
      </p>
    </div>
  );
}
