import { useId, useState } from 'react';
import { Trash2 } from 'lucide-react';
import type { ErasureOutcome } from '#common/erasure';
import { Form } from '#web/components/form/form';
import { FormField } from '#web/components/form/form-field';
import { PasskeySignature } from '#web/components/form/passkey-signature';
import { SubmitButton } from '#web/components/form/submit-button';
import { useAppForm } from '#web/components/form/use-app-form';
import { Button } from '#web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog';
import { OneTimeCodeInput } from '#web/components/ui/one-time-code-input';
import { PasswordInput } from '#web/components/ui/password-input';
import { useEraseAccount, type ErasureCredentials } from '../api/erase-account';
import { eraseCredentials, eraseFormSchema } from '../lib/erase-form';
import { deleteAccountTexts } from '../lib/erasure-outcome';

const TITLE = 'Delete your account?';

/**
 * "Delete my account", under the download of one's data: a danger button opening a dialog that
 * says what is erased and what is kept, and asks for the password again (and the authenticator
 * code where the account has two-factor sign-in), or a passkey. What the server refuses is said
 * on its field (a wrong password, a wrong code) or above the fields (a staff account). Once
 * deleted, the account is forgotten by `onDeleted`, which leaves this page.
 */
export function DeleteMyAccount({
  askCode,
  onDeleted,
}: {
  /** Whether the account has two-factor sign-in, so the server asks for a code. */
  askCode: boolean;
  /** Forgets the signed-out account and shows the outcome elsewhere. */
  onDeleted: (outcome: ErasureOutcome) => Promise<void>;
}) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const erase = useEraseAccount();

  async function remove(credentials: ErasureCredentials) {
    setSending(true);
    try {
      await onDeleted(await erase.mutateAsync(credentials));
    } finally {
      setSending(false);
    }
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3 border-t border-slate-200 pt-6">
      <h3 id={headingId} className="text-base font-semibold text-brand-900">
        Delete my account
      </h3>
      <p className="text-sm text-slate-700">
        Erases your account and what it holds, for good. Records of ideas you are an inventor on
        that were sent are kept for legal claims. Download your data first if you want a copy.
      </p>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          // Not while the account is being deleted: the answer needs somewhere to land.
          if (next || !sending) setOpen(next);
        }}
      >
        <DialogTrigger asChild>
          <Button variant="destructive" className="max-md:h-11">
            <Trash2 aria-hidden="true" />
            Delete my account
          </Button>
        </DialogTrigger>
        <DialogContent closeLabel={`Close ${TITLE}`}>
          <DialogHeader>
            <DialogTitle>{TITLE}</DialogTitle>
          </DialogHeader>
          {/* Beside the header, not in it: the text takes the dialog's whole width. */}
          <DialogDescription asChild className="space-y-2 text-slate-700">
            <div>
              <p>{deleteAccountTexts.erased}</p>
              <p>{deleteAccountTexts.kept}</p>
              <p className="font-semibold text-red-800">{deleteAccountTexts.final}</p>
            </div>
          </DialogDescription>
          {/* Mounted afresh at each opening: nothing typed stays behind. */}
          {open && <DeleteAccountForm askCode={askCode} onDelete={remove} />}
        </DialogContent>
      </Dialog>
    </section>
  );
}

function DeleteAccountForm({
  askCode,
  onDelete,
}: {
  askCode: boolean;
  onDelete: (credentials: ErasureCredentials) => Promise<void>;
}) {
  // Without a code field, a refusal of the code (two-factor sign-in turned on meanwhile) is
  // said above the fields, as it has none of its own.
  const form = useAppForm(
    eraseFormSchema(askCode),
    askCode ? { password: '', code: '' } : { password: '' },
  );
  return (
    <Form
      form={form}
      aria-label="Delete my account"
      className="space-y-4"
      onSubmit={(values) => onDelete(eraseCredentials(values))}
    >
      <p className="text-sm font-medium text-slate-900">
        {askCode
          ? 'To confirm, enter your password and a code from your authenticator app.'
          : 'To confirm, enter your password.'}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="password" label="Your password">
          {(field) => (
            <PasswordInput {...field} fieldName="Password" autoComplete="current-password" />
          )}
        </FormField>
        {askCode && (
          <FormField name="code" label="Authenticator code">
            {(field) => <OneTimeCodeInput {...field} value={field.value ?? ''} />}
          </FormField>
        )}
      </div>
      <PasskeySignature onSign={(passkey) => onDelete({ passkey })} />
      <DialogFooter>
        <DialogClose asChild>
          <Button
            variant="outline"
            className="max-md:h-11"
            aria-disabled={form.formState.isSubmitting || undefined}
          >
            Cancel
          </Button>
        </DialogClose>
        <SubmitButton variant="destructive" pendingLabel="Deleting..." className="max-md:h-11">
          Delete my account
        </SubmitButton>
      </DialogFooter>
    </Form>
  );
}
