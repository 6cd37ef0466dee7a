import { useEffect, useRef, useState } from 'react';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { BACKUP_CODE_COUNT } from '#common/auth/two-factor';
import { Button } from '#web/components/ui/button';
import { notify } from '#web/lib/notify';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useRegenerateBackupCodes } from '../api/regenerate-backup-codes';
import { useRefreshSession } from '../hooks/use-refresh-session';
import { useSession } from '../hooks/use-session';
import { BackupCodes } from './backup-codes';
import { PasswordConfirmForm } from './password-confirm-form';
import { Step } from './step-heading';
import { TwoFactorSetup } from './two-factor-setup';

type Mode =
  | { name: 'idle' }
  | { name: 'setup' }
  | { name: 'disable' }
  | { name: 'regenerate' }
  | { name: 'new-codes'; codes: string[] };

/**
 * Settings' two-factor sign-in: set it up, get new backup codes, or turn it off (staff keep it).
 * Each change asks for the password again.
 */
export function TwoFactorSettings() {
  const { data: session } = useSession();
  const refreshSession = useRefreshSession();
  const disable = useDisableTwoFactor();
  const regenerate = useRegenerateBackupCodes();
  const [mode, setMode] = useState<Mode>({ name: 'idle' });
  // Back from a step, keyboard users continue at the status, not at the top of the page.
  const [returning, setReturning] = useState(false);
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (returning && mode.name === 'idle') status.current?.focus();
  }, [returning, mode]);
  if (!session) return null;
  const { twoFactorEnabled, isAdmin, isReviewer, isCounsel, email } = session.user;
  // Staff (admins and reviewers) keep it on: the server refuses to turn it off for them.
  const staff = isAdmin || isReviewer;
  const idle = () => {
    setReturning(true);
    setMode({ name: 'idle' });
  };
  const refresh = () => refreshSession().catch(() => undefined);

  if (mode.name === 'setup') {
    return (
      <TwoFactorSetup
        headingLevel="h3"
        doneLabel="Done"
        onCancel={idle}
        onDone={async () => {
          await refresh();
          idle();
          notify.success('Two-factor sign-in is on');
        }}
      />
    );
  }

  if (mode.name === 'disable') {
    return (
      <Step as="h3" step="disable" heading="Turn off two-factor sign-in">
        <p className="text-slate-700">
          Your password alone will sign you in, and your backup codes stop working.
        </p>
        <PasswordConfirmForm
          submitLabel="Turn off"
          busyLabel="Turning off..."
          variant="destructive"
          onCancel={idle}
          onSubmit={async (password) => {
            await disable.mutateAsync(password);
            idle();
          }}
        />
      </Step>
    );
  }

  if (mode.name === 'regenerate') {
    return (
      <Step as="h3" step="regenerate" heading="New backup codes">
        <p className="text-slate-700">
          You get {BACKUP_CODE_COUNT} new codes; the ones you have now stop working.
        </p>
        <PasswordConfirmForm
          submitLabel="Make new codes"
          busyLabel="Making codes..."
          onCancel={idle}
          onSubmit={async (password) =>
            setMode({ name: 'new-codes', codes: await regenerate.mutateAsync(password) })
          }
        />
      </Step>
    );
  }

  if (mode.name === 'new-codes') {
    return (
      <Step as="h3" step="new-codes" heading="Save your new backup codes">
        <p className="text-slate-700">
          Each code signs you in once. Keep them somewhere safe: they are not shown again.
        </p>
        <BackupCodes codes={mode.codes} account={email} />
        <Button onClick={idle}>Done</Button>
      </Step>
    );
  }

  return (
    <div className="space-y-4">
      <p
        ref={status}
        tabIndex={-1}
        className="flex items-center gap-2 font-medium text-slate-900 focus:outline-none"
      >
        {twoFactorEnabled ? (
          <ShieldCheck aria-hidden="true" className="size-5 text-green-700" />
        ) : (
          <ShieldOff aria-hidden="true" className="size-5 text-slate-500" />
        )}
        Two-factor sign-in is {twoFactorEnabled ? 'on' : 'off'}.
      </p>
      {twoFactorEnabled && staff && (
        <p className="text-sm text-slate-700">
          Staff accounts keep it on. To move it to another device, ask the portal&apos;s operator to
          reset it.
        </p>
      )}
      {twoFactorEnabled && !staff && isCounsel && (
        <p className="text-sm text-slate-700">
          Outside counsel need it to open the ideas they are invited to.
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {!twoFactorEnabled && (
          <Button onClick={() => setMode({ name: 'setup' })}>Set up two-factor sign-in</Button>
        )}
        {twoFactorEnabled && (
          <Button variant="outline" onClick={() => setMode({ name: 'regenerate' })}>
            New backup codes
          </Button>
        )}
        {twoFactorEnabled && !staff && (
          <Button variant="outline" onClick={() => setMode({ name: 'disable' })}>
            Turn off
          </Button>
        )}
      </div>
    </div>
  );
}
