import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, FileSignature, LoaderCircle } from 'lucide-react';
import { signingMessages, type SigningDocument } from '#common/agreements';
import { FormAlert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { hasStatus } from '#web/lib/api';
import { signingDocumentQueryOptions } from '../api/get-signing-document';
import { useSignDocument } from '../api/sign-document';
import { signingPageFailure } from '../lib/signing-errors';
import { signingFormProblems, type SigningFormField } from '../lib/signing-form';
import { SignaturePadField, type SignaturePadHandle } from './signature-pad-field';

export interface SignedResult {
  documentId: string;
  /** Null when the document was already signed when the page opened. */
  agreementId: string | null;
}

type SigningDocumentViewProps = {
  documentId: string;
  /** The document is signed (now, or it already was). */
  onSigned: (result: SignedResult) => void;
};

function SignedConfirmation({ already }: { already: boolean }) {
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

function SigningForm({
  document,
  onSigned,
}: {
  document: SigningDocument;
  onSigned: (agreementId: string) => void;
}) {
  const [consent, setConsent] = useState(false);
  const [typedName, setTypedName] = useState('');
  const [hasSignature, setHasSignature] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const sign = useSignDocument(document.documentId);
  // Still busy once signed: the page is about to move on.
  const submitting = sign.isPending || sign.isSuccess;
  const consentId = useId();
  const consentErrorId = useId();
  const consentBox = useRef<HTMLInputElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const pad = useRef<SignaturePadHandle>(null);
  const signerName = document.signer.name;

  const problems = attempted
    ? signingFormProblems({ consent, typedName, hasSignature }, signerName)
    : {};

  function focusFirst(found: Partial<Record<SigningFormField, string>>) {
    if (found.consent) consentBox.current?.focus();
    else if (found.typedName) nameInput.current?.focus();
    else if (found.signature) pad.current?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setAttempted(true);
    setFormError(null);
    const found = signingFormProblems({ consent, typedName, hasSignature }, signerName);
    const signature = pad.current?.toPng() ?? null;
    if (Object.keys(found).length > 0 || !signature) {
      focusFirst(found);
      return;
    }
    try {
      const answer = await sign.mutateAsync({
        consent: true,
        typedName: typedName.trim(),
        signature,
      });
      onSigned(answer.agreementId);
    } catch (error) {
      setFormError(signingPageFailure(error));
    }
  }

  const count = Object.keys(problems).length;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="sign-heading"
      className="space-y-5 rounded-xl border border-slate-200 bg-slate-50 p-5"
    >
      <h2 id="sign-heading" className="text-lg font-semibold text-brand-900">
        Sign the agreement
      </h2>
      {(formError || count > 0) && (
        <FormAlert>
          {formError ??
            (count === 1
              ? Object.values(problems)[0]
              : 'Please complete the items marked below before signing.')}
        </FormAlert>
      )}

      <div className="space-y-1.5">
        <div className="flex items-start gap-3">
          <input
            ref={consentBox}
            id={consentId}
            type="checkbox"
            checked={consent}
            onChange={(event) => setConsent(event.target.checked)}
            aria-invalid={problems.consent ? true : undefined}
            aria-describedby={problems.consent ? consentErrorId : undefined}
            className="mt-0.5 size-5 shrink-0 accent-brand-900"
          />
          <label htmlFor={consentId} className="text-sm font-medium text-slate-900">
            {signingMessages.consentLabel}
          </label>
        </div>
        {problems.consent && (
          <p id={consentErrorId} className="text-sm font-medium text-red-700">
            {problems.consent}
          </p>
        )}
      </div>

      <Field
        label="Type your full name"
        hint={`Type it exactly as given: ${signerName}`}
        error={problems.typedName}
      >
        {(control) => (
          <Input
            {...control}
            ref={nameInput}
            name="typedName"
            autoComplete="name"
            value={typedName}
            onChange={(event) => setTypedName(event.target.value)}
          />
        )}
      </Field>

      <SignaturePadField
        ref={pad}
        typedName={typedName}
        onChange={setHasSignature}
        error={problems.signature}
      />

      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-auto"
        aria-disabled={submitting || undefined}
      >
        {submitting ? (
          <LoaderCircle aria-hidden="true" className="animate-spin" />
        ) : (
          <FileSignature aria-hidden="true" />
        )}
        {submitting ? 'Signing...' : 'Sign'}
      </Button>
    </form>
  );
}

/**
 * The built-in provider's signing page body (ADR 0007): the versioned agreement, consent, the
 * typed full name and a drawn signature. Signing completes the agreement on the server.
 */
export function SigningDocumentView({ documentId, onSigned }: SigningDocumentViewProps) {
  const query = useQuery(signingDocumentQueryOptions(documentId));
  const [signedNow, setSignedNow] = useState(false);
  const reported = useRef(false);
  const alreadySigned = query.data?.status === 'signed';

  // Opened again after signing: say so, and let the embedding page check it.
  useEffect(() => {
    if (alreadySigned && !reported.current) {
      reported.current = true;
      onSigned({ documentId, agreementId: null });
    }
  }, [alreadySigned, documentId, onSigned]);

  if (query.isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-24 text-slate-700">
        <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-brand-700" />
        Loading the agreement...
      </div>
    );
  }
  if (query.isError) {
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
  if (signedNow || alreadySigned) return <SignedConfirmation already={!signedNow} />;
  if (document.status === 'declined' || document.status === 'expired') {
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
        onSigned={(agreementId) => {
          setSignedNow(true);
          onSigned({ documentId, agreementId });
        }}
      />
    </div>
  );
}
