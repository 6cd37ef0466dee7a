import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, FileSignature, LoaderCircle } from 'lucide-react';
import { z } from 'zod';
import { agreementMessages, signingMessages, type SigningDocument } from '#common/agreements';
import { signatureMeanings, signingMessages as reauthentication } from '#common/auth/signing';
import { CheckboxField } from '#web/components/form/checkbox-field';
import { Form } from '#web/components/form/form';
import { FormField } from '#web/components/form/form-field';
import { SubmitButton } from '#web/components/form/submit-button';
import { useAppForm } from '#web/components/form/use-app-form';
import { FormAlert } from '#web/components/ui/alert';
import { Input } from '#web/components/ui/input';
import { SignatureFields } from '#web/components/form/signature-fields';
import type { SigningProof } from '#web/components/form/signature-proof';
import { hasStatus, isApiRequestError } from '#web/lib/api';
import { utcDateTime } from '#web/lib/dates';
import { signingDocumentQueryOptions } from '../api/get-signing-document';
import { useSignDocument } from '../api/sign-document';
import { signingPageFailure } from '../lib/signing-errors';
import { signingFormProblems } from '../lib/signing-form';
import { signingPageState } from '../lib/signing-page-state';
import { SignaturePadField, type SignaturePadHandle } from './signature-pad-field';

export interface SignedResult {
  documentId: string;
  /** Null when the document was already signed when the page opened. */
  agreementId: string | null;
}

type SigningDocumentViewProps = {
  documentId: string;
  /** The signer's account has two-factor sign-in: signing asks for a code too. */
  askCode: boolean;
  /** The document is signed (now, or it already was). */
  onSigned: (result: SignedResult) => void;
};

function SignedConfirmation({ already, signedAt }: { already: boolean; signedAt?: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-16 text-center">
      <CircleCheck aria-hidden="true" className="size-12 text-accent-600" />
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold text-brand-900">
        Agreement signed
      </h2>
      <p className="max-w-md text-slate-700">
        {already
          ? 'This agreement has already been signed. Nothing more is needed.'
          : 'Thank you. Your signature has been recorded and your signed agreement is saved to your account.'}
      </p>
      {signedAt && (
        <p className="text-sm text-slate-700">
          {signatureMeanings.agreement}, {utcDateTime(signedAt)}
        </p>
      )}
    </div>
  );
}

function AgreementText({ document }: { document: SigningDocument }) {
  const { agreement, signer } = document;
  return (
    <article aria-labelledby="agreement-title" className="space-y-5">
      <header className="space-y-1 border-b border-slate-200 pb-4">
        <h1 id="agreement-title" className="text-2xl font-bold text-brand-900">
          {agreement.title}
        </h1>
        <p className="text-sm text-slate-600">Version {agreement.version}</p>
        <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-slate-900">Signer</dt>
          <dd>{signer.name}</dd>
          <dt className="font-medium text-slate-900">Email</dt>
          <dd>{signer.email}</dd>
          {signer.jobTitle && (
            <>
              <dt className="font-medium text-slate-900">Job title</dt>
              <dd>{signer.jobTitle}</dd>
            </>
          )}
        </dl>
      </header>
      {agreement.sections.map((section, index) => (
        <section key={index} className="space-y-2">
          {section.heading && (
            <h2 className="text-lg font-semibold text-brand-900">{section.heading}</h2>
          )}
          {section.paragraphs.map((paragraph, i) => (
            <p key={i} className="leading-relaxed text-slate-800">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}

type SigningFormValues = {
  consent: boolean;
  typedName: string;
  signature: boolean;
  password: string;
  code: string;
};

/** The fields of the signer's proof, whose refusals the form shows where it asks for them. */
const signingProofFields = new Set(['password', 'code', 'passkey']);

/** The checks before 'Sign', each on its own field, in the server's own words. */
function signingSchema(signerName: string) {
  return z
    .object({
      consent: z.boolean(),
      typedName: z.string(),
      signature: z.boolean(),
      password: z.string().min(1, reauthentication.passwordRequired),
      code: z.string(),
    })
    .superRefine((values, ctx) => {
      const problems = signingFormProblems(
        { consent: values.consent, typedName: values.typedName, hasSignature: values.signature },
        signerName,
      );
      for (const [path, message] of Object.entries(problems)) {
        ctx.addIssue({ code: 'custom', path: [path], message });
      }
    });
}

/** The drawn signature; the form holds whether there is one, the pad holds the picture. */
function SignatureField({ padRef }: { padRef: RefObject<SignaturePadHandle | null> }) {
  const { control, clearErrors } = useFormContext<SigningFormValues>();
  const {
    field: { ref, onChange },
    fieldState,
  } = useController({ name: 'signature', control });
  const typedName = useWatch({ control, name: 'typedName' });
  const error = fieldState.error?.message;
  return (
    <SignaturePadField
      ref={(handle) => {
        padRef.current = handle;
        ref(handle);
      }}
      typedName={typedName}
      onChange={(hasSignature) => {
        if (error) clearErrors('signature');
        onChange(hasSignature);
      }}
      error={error}
    />
  );
}

function SigningForm({
  document,
  askCode,
  onSigned,
}: {
  document: SigningDocument;
  askCode: boolean;
  onSigned: (agreementId: string) => void;
}) {
  const signerName = document.signer.name;
  const [schema] = useState(() => signingSchema(signerName));
  const form = useAppForm(schema, {
    consent: false,
    typedName: '',
    signature: false,
    password: '',
    code: '',
  });

  const sign = useSignDocument(document.documentId);
  const pad = useRef<SignaturePadHandle>(null);
  const headingId = useId();

  /** Signs with the password (and code) or a passkey; the rest of the form is as typed. */
  async function send(values: SigningFormValues, proof: SigningProof) {
    const signature = pad.current?.toPng();
    // Marked as signed, yet the canvas gives no picture back: ask for the signature again.
    if (!signature) {
      form.setError(
        'signature',
        { type: 'required', message: agreementMessages.signatureRequired },
        { shouldFocus: true },
      );
      return;
    }
    let answer;
    try {
      answer = await sign.mutateAsync({
        consent: true,
        typedName: values.typedName.trim(),
        signature,
        ...proof,
      });
    } catch (error) {
      // A wrong password or code is shown on its field, to correct and sign again; a refused
      // passkey beside its button.
      if (isApiRequestError(error) && error.field && signingProofFields.has(error.field))
        throw error;
      // Worded for this page (a signed-out or unknown document reads differently here).
      throw new Error(signingPageFailure(error), { cause: error });
    }
    onSigned(answer.agreementId);
  }

  return (
    <Form
      form={form}
      onSubmit={(values) =>
        send(values, {
          password: values.password,
          ...(values.code.trim() ? { code: values.code.trim() } : {}),
        })
      }
      aria-labelledby={headingId}
      className="space-y-5 rounded-xl border border-slate-200 bg-slate-50 p-5"
    >
      <h2 id={headingId} className="text-lg font-semibold text-brand-900">
        Sign the agreement
      </h2>
      <CheckboxField<SigningFormValues> name="consent" label={signingMessages.consentLabel} />
      <FormField<SigningFormValues, 'typedName'>
        name="typedName"
        label="Type your full name"
        hint={`Type it exactly as given: ${signerName}`}
      >
        {(control) => <Input {...control} autoComplete="name" />}
      </FormField>
      <SignatureField padRef={pad} />
      <SignatureFields
        code={askCode ? 'asked' : 'optional'}
        onPasskey={(passkey) => send(form.getValues(), { passkey })}
      />
      <p className="text-sm text-slate-700">
        Your signature will be recorded as <strong>{signatureMeanings.agreement}</strong>, with your
        name and the time (UTC), on the signed agreement and its certificate page.
      </p>
      <SubmitButton pendingLabel="Signing..." size="lg" className="w-full sm:w-auto">
        <FileSignature aria-hidden="true" />
        Sign
      </SubmitButton>
    </Form>
  );
}

/**
 * The built-in provider's signing page body (ADR 0007): the versioned agreement, consent, the
 * typed full name and a drawn signature. Signing completes the agreement on the server.
 */
export function SigningDocumentView({ documentId, askCode, onSigned }: SigningDocumentViewProps) {
  const query = useQuery(signingDocumentQueryOptions(documentId));
  // When this page saw its signature recorded, to show with its meaning.
  const [signedNow, setSignedNow] = useState<string | null>(null);
  const reported = useRef(false);
  const alreadySigned = query.data?.status === 'signed';

  // Opened again after signing: say so, and let the embedding page check it.
  useEffect(() => {
    if (alreadySigned && !reported.current) {
      reported.current = true;
      onSigned({ documentId, agreementId: null });
    }
  }, [alreadySigned, documentId, onSigned]);

  const state = signingPageState(query);
  if (state === 'loading') {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-24 text-slate-700">
        <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-brand-700" />
        Loading the agreement...
      </div>
    );
  }
  if (state === 'failed' || !query.data) {
    return (
      <div className="py-12">
        <FormAlert>{signingPageFailure(query.error)}</FormAlert>
        {hasStatus(query.error, 401) && (
          <p className="mt-4 text-sm">
            <a href="/login" target="_top" className="font-medium text-accent-600 underline">
              Sign in
            </a>{' '}
            and open the agreement again from your dashboard.
          </p>
        )}
      </div>
    );
  }
  const document = query.data;
  if (signedNow || state === 'signed')
    return <SignedConfirmation already={!signedNow} signedAt={signedNow || undefined} />;
  if (state === 'closed') {
    return (
      <div className="py-12">
        <FormAlert>
          This signing request is no longer open. Please start again from your dashboard.
        </FormAlert>
      </div>
    );
  }
  return (
    <div className="space-y-8">
      <AgreementText document={document} />
      <SigningForm
        document={document}
        askCode={askCode}
        onSigned={(agreementId) => {
          setSignedNow(new Date().toISOString());
          onSigned({ documentId, agreementId });
        }}
      />
    </div>
  );
}
