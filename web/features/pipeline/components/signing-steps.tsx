import { useState, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Form } from '#web/components/form/form';
import { SubmitButton } from '#web/components/form/submit-button';
import { Button } from '#web/components/ui/button';
import { DialogClose, DialogFooter } from '#web/components/ui/dialog';
import { isApiRequestError } from '#web/lib/api';
import { errorText } from '#web/lib/errors';
import { SignatureForm, type Credentials } from './signature-form';

/**
 * The two steps of a signed record (an opinion, a decision): its fields (`children`), then the
 * signing step with the statement signed. A refusal of one of the first step's fields goes back
 * to it, with the server's message on that field; any other is shown on the signing step.
 */
export function SigningSteps<T extends FieldValues, Checked extends FieldValues>({
  form,
  label,
  first,
  fieldOf,
  meaning,
  summary,
  askCode,
  onSign,
  children,
}: {
  /** The first step's form. */
  form: UseFormReturn<T, unknown, Checked>;
  /** The first step's name, for screen readers. */
  label: string;
  /** Its first field, where going back starts. */
  first: Path<T>;
  /** The field of the first step the server's refusal names, if it is one of them. */
  fieldOf: (field: string | null) => Path<T> | null;
  /** The printed meaning of the signature. */
  meaning: (draft: Checked) => string;
  /** What is being signed, above the statement. */
  summary?: (draft: Checked) => ReactNode;
  askCode: boolean;
  onSign: (draft: Checked, credentials: Credentials) => Promise<void>;
  children: ReactNode;
}) {
  const [draft, setDraft] = useState<Checked | null>(null);

  function back(focus: Path<T> = first) {
    setDraft(null);
    // Once the fields are shown again.
    requestAnimationFrame(() => form.setFocus(focus));
  }

  return (
    <>
      <Form
        form={form}
        hidden={draft !== null}
        aria-label={label}
        className="flex flex-col gap-5"
        onSubmit={(values) => setDraft(values)}
      >
        {children}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <SubmitButton pendingLabel="Continuing...">Continue to signing</SubmitButton>
        </DialogFooter>
      </Form>
      {draft && (
        <SignatureForm
          meaning={meaning(draft)}
          askCode={askCode}
          summary={summary?.(draft)}
          onBack={() => back()}
          onSign={async (credentials) => {
            try {
              await onSign(draft, credentials);
            } catch (error) {
              const field = fieldOf(isApiRequestError(error) ? error.field : null);
              if (!field) throw error;
              back(field);
              form.setError(field, { type: 'server', message: errorText(error) });
            }
          }}
        />
      )}
    </>
  );
}
