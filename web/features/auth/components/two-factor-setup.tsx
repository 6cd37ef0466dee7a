import { useState } from 'react';
import { z } from 'zod';
import { Form } from '#web/components/form/form';
import { FormField } from '#web/components/form/form-field';
import { useAppForm } from '#web/components/form/use-app-form';
import { Button } from '#web/components/ui/button';
import { useConfirmTwoFactor, useEnableTwoFactor } from '../api/enable-two-factor';
import { groupSecret, type AuthenticatorKey } from '../lib/otpauth';
import { authenticatorCode, codeMessages } from '../lib/two-factor-codes';
import { BackupCodes } from './backup-codes';
import { FormActions } from './form-actions';
import { OneTimeCodeInput } from '#web/components/ui/one-time-code-input';
import { PasswordConfirmForm } from './password-confirm-form';
import { Step } from './step-heading';

type Step =
  | { name: 'password' }
  | { name: 'scan'; key: AuthenticatorKey; qrCode: string; backupCodes: string[] }
  | { name: 'codes'; backupCodes: string[]; account: string | null };

type TwoFactorSetupProps = {
  /** The level of each step's heading, to fit the page around it. */
  headingLevel: 'h1' | 'h2' | 'h3';
  /** Called once the first code is accepted: two-factor sign-in is on from then. */
  onConfirmed?: () => void;
  /** The last step's button: after the backup codes were seen. */
  onDone: () => void | Promise<void>;
  doneLabel: string;
  onCancel?: () => void;
};

/**
 * Enrolment in three steps: the password, then the QR code (and its key as text) with one code
 * to confirm, then the backup codes, shown this once.
 */
export function TwoFactorSetup({
  headingLevel,
  onConfirmed,
  onDone,
  doneLabel,
  onCancel,
}: TwoFactorSetupProps) {
  const [step, setStep] = useState<Step>({ name: 'password' });
  const enable = useEnableTwoFactor();

  async function start(password: string) {
    setStep({ name: 'scan', ...(await enable.mutateAsync(password)) });
  }

  if (step.name === 'password') {
    return (
      <Step as={headingLevel} step="password" heading="Set up two-factor sign-in">
        <p className="text-slate-700">
          Each sign-in will ask for a code from an authenticator app on your phone (such as Google
          Authenticator, Microsoft Authenticator or 1Password) after your password. Enter your
          password to begin.
        </p>
        <PasswordConfirmForm
          submitLabel="Continue"
          busyLabel="Preparing..."
          onSubmit={start}
          onCancel={onCancel}
        />
      </Step>
    );
  }

  if (step.name === 'scan') {
    return (
      <ScanStep
        headingLevel={headingLevel}
        authenticatorKey={step.key}
        qrCode={step.qrCode}
        onCancel={onCancel}
        onConfirmed={() => {
          onConfirmed?.();
          setStep({ name: 'codes', backupCodes: step.backupCodes, account: step.key.account });
        }}
      />
    );
  }

  return (
    <Step as={headingLevel} step="codes" heading="Save your backup codes">
      <p className="text-slate-700">
        Two-factor sign-in is on. If you lose your phone, each of these codes signs you in once.
        Keep them somewhere safe: they are not shown again.
      </p>
      <BackupCodes codes={step.backupCodes} account={step.account} />
      <Button onClick={() => void onDone()}>{doneLabel}</Button>
    </Step>
  );
}

const codeSchema = z.object({
  code: z
    .string()
    .transform((typed) => authenticatorCode(typed) ?? '')
    .refine(Boolean, codeMessages.authenticatorFormat),
});

function ScanStep({
  headingLevel,
  authenticatorKey,
  qrCode,
  onConfirmed,
  onCancel,
}: {
  headingLevel: TwoFactorSetupProps['headingLevel'];
  authenticatorKey: AuthenticatorKey;
  qrCode: string;
  onConfirmed: () => void;
  onCancel: (() => void) | undefined;
}) {
  const form = useAppForm(codeSchema, { code: '' });
  const confirm = useConfirmTwoFactor();

  async function onSubmit({ code }: z.output<typeof codeSchema>) {
    await confirm.mutateAsync(code);
    onConfirmed();
  }

  return (
    <Step as={headingLevel} step="scan" heading="Scan the QR code">
      <p className="text-slate-700">
        In your authenticator app, add an account and scan this code. Then enter the 6-digit code
        the app shows.
      </p>
      <img
        src={qrCode}
        alt={`QR code that adds ${authenticatorKey.account ?? 'your account'} to an authenticator app`}
        width={224}
        height={224}
        className="size-56 rounded-md border border-slate-200 bg-white"
      />
      <p className="text-sm text-slate-700">
        Can&apos;t scan it? Enter this key in the app instead:
        <code className="mt-1 block font-mono text-base font-semibold tracking-wide text-slate-900 select-all">
          {groupSecret(authenticatorKey.secret)}
        </code>
      </p>
      <Form form={form} onSubmit={onSubmit} className="max-w-md space-y-4">
        <FormField name="code" label="6-digit code">
          {(control) => <OneTimeCodeInput {...control} />}
        </FormField>
        <FormActions
          submitLabel="Verify and turn on"
          busyLabel="Verifying..."
          onCancel={onCancel}
        />
      </Form>
    </Step>
  );
}
