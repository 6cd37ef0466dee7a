import { useEffect, useRef, type ReactNode } from 'react';
import { inventorMessages } from '#common/co-inventors';
import { z } from 'zod';
import { passwordSignature } from '#common/auth/signing';
import { Form, useFormSending } from '#web/components/form/form';
import { SignatureFields } from '#web/components/form/signature-fields';
import type { SigningProof } from '#web/components/form/signature-proof';
import { SubmitButton } from '#web/components/form/submit-button';
import { useAppForm } from '#web/components/form/use-app-form';
import { Button } from '#web/components/ui/button';
import { DialogFooter } from '#web/components/ui/dialog';
import { signingCode } from '../lib/pipeline-text';

const credentialsSchema = z.object(passwordSignature);
const withCodeSchema = credentialsSchema.refine(
  (values) => Boolean(signingCode(values.code).code),
  {
    path: ['code'],
    message: inventorMessages.codeRequired,
  },
);

/** The password (and code) again, or a passkey's answer in their place. */
export type Credentials = SigningProof;

/** Back to the record's fields; does nothing while it is being signed. */
function BackButton({ onBack }: { onBack: () => void }) {
  const signing = useFormSending();
  return (
    <Button
      variant="outline"
      aria-disabled={signing || undefined}
      onClick={() => {
        if (!signing) onBack();
      }}
    >
      Back
    </Button>
  );
}

/**
 * The signing step of an opinion or a decision (21 CFR 11.50, 11.200): the statement signed,
 * printed as every copy prints it, then the password and, for an account with two-factor
 * sign-in, the authenticator code; or a passkey instead, where the signer has one. What the
 * server refuses here is said on its field.
 */
export function SignatureForm({
  meaning,
  summary,
  askCode,
  onBack,
  onSign,
}: {
  /** The printed meaning of the signature. */
  meaning: string;
  /** What is being signed, above the statement. */
  summary?: ReactNode;
  /** Whether the signer's account asks for a code. */
  askCode: boolean;
  onBack: () => void;
  /** Signs; what it throws is shown on the field the server named, or above the fields. */
  onSign: (credentials: Credentials) => Promise<unknown>;
}) {
  const form = useAppForm(askCode ? withCodeSchema : credentialsSchema, {
    password: '',
    code: '',
  });
  const heading = useRef<HTMLHeadingElement>(null);

  // Shown in place of what is signed: the signer continues at its heading.
  useEffect(() => heading.current?.focus(), []);

  return (
    <Form
      form={form}
      aria-label="Sign"
      className="flex flex-col gap-4"
      onSubmit={({ password, code }) => onSign({ password, ...signingCode(code) })}
    >
      <h3
        ref={heading}
        tabIndex={-1}
        className="text-base font-semibold text-brand-900 focus:outline-none"
      >
        Sign with your password
      </h3>
      {summary}
      <figure className="rounded-md border-l-4 border-brand-900 bg-slate-50 p-4">
        <figcaption className="text-sm text-slate-700">
          By signing, you sign this statement:
        </figcaption>
        <blockquote className="mt-2 font-medium break-words text-slate-900">{meaning}</blockquote>
      </figure>
      <SignatureFields
        code={askCode ? 'asked' : 'none'}
        onPasskey={(passkey) => onSign({ passkey })}
      />
      <DialogFooter>
        <BackButton onBack={onBack} />
        <SubmitButton variant="accent" pendingLabel="Signing...">
          Sign
        </SubmitButton>
      </DialogFooter>
    </Form>
  );
}
