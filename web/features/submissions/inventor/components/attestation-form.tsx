import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import {
  attestationMeaning,
  disputeReasonLabels,
  disputeReasons,
  inventorLimits,
  inventorMessages,
  type AttestationInput,
  type CoInvention,
} from '#common/co-inventors';
import { pagePaths } from '#common/page-paths';
import { textLinkClass } from '#web/components/content/text-link';
import { Form } from '#web/components/form/form';
import { FormField } from '#web/components/form/form-field';
import { RadioGroupField } from '#web/components/form/radio-group-field';
import { SignatureFields } from '#web/components/form/signature-fields';
import { SubmitButton } from '#web/components/form/submit-button';
import { useAppForm } from '#web/components/form/use-app-form';
import { NumberInput } from '#web/components/ui/number-input';
import { Textarea } from '#web/components/ui/textarea';
import { hasStatus } from '#web/lib/api';
import { useAnswerInvitation } from '../api/co-inventions';
import { attestationFormSchema, passkeyAttestationBody } from '../lib/attestation-form';

const decisionOptions = [
  { value: 'attest', label: 'I confirm' },
  { value: 'dispute', label: 'Something is wrong' },
] as const;
const reasonOptions = disputeReasons.map((value) => ({
  value,
  label: disputeReasonLabels[value],
}));

/**
 * The agreement comes first. Signing it ends on the Thank You page, not back here, so the way
 * back is said.
 */
function AgreementFirst() {
  return (
    <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
      <p className="text-amber-950">
        {inventorMessages.agreementFirst}{' '}
        <Link to={pagePaths.submitIdea} className={textLinkClass}>
          Sign the invention agreement
        </Link>{' '}
        on your dashboard&apos;s Home tab, then come back to Co-inventions to sign this.
      </p>
    </div>
  );
}

/**
 * A co-inventor's answer to a sent idea (21 CFR 11.50, 11.200): the statement they sign,
 * printed; "I confirm", or "Something is wrong" with what and a comment for staff; signed with
 * their password, and a code when they use two-factor sign-in, or with a passkey instead. What
 * is refused is said on its field.
 */
export function AttestationForm({
  invention,
  agreementSigned,
  headingId,
  onAnswered,
}: {
  invention: CoInvention;
  /** Whether the person has signed the invention agreement, as far as the page knows. */
  agreementSigned: boolean;
  /** The heading that names the form. */
  headingId: string;
  onAnswered: () => void;
}) {
  const answer = useAnswerInvitation(invention.submissionId);
  const [agreementMissing, setAgreementMissing] = useState(!agreementSigned);
  const form = useAppForm(attestationFormSchema, {
    decision: 'attest',
    password: '',
    code: '',
    comment: '',
  });
  const [decision, reason] = useWatch({ control: form.control, name: ['decision', 'reason'] });

  async function send(body: AttestationInput) {
    try {
      await answer.mutateAsync(body);
      onAnswered();
    } catch (error) {
      if (!hasStatus(error, 409, 'agreement_required')) throw error;
      setAgreementMissing(true);
    }
  }

  return (
    <Form form={form} aria-labelledby={headingId} className="space-y-5" onSubmit={send}>
      <figure className="rounded-md border-l-4 border-brand-900 bg-slate-50 p-4">
        <figcaption className="text-sm text-slate-700">
          By confirming, you sign this statement:
        </figcaption>
        <blockquote className="mt-2 font-medium text-slate-900">
          {attestationMeaning(invention.reference, invention.share)}
        </blockquote>
      </figure>
      <RadioGroupField name="decision" legend="Your answer" options={decisionOptions} />
      {decision === 'dispute' && (
        <div className="space-y-4 border-l-2 border-slate-200 pl-4">
          <RadioGroupField name="reason" legend="What is wrong?" options={reasonOptions} />
          {reason === 'different_share' && (
            <FormField name="claimedShare" label="The share you believe is yours (%)">
              {(field) => (
                <NumberInput {...field} min={1} max={100} className="h-11 w-28 sm:h-10" />
              )}
            </FormField>
          )}
          <FormField
            name="comment"
            label="Tell staff what is wrong"
            hint="Only staff read this, not the inventor who listed you."
          >
            {(field) => <Textarea {...field} rows={4} maxLength={inventorLimits.comment} />}
          </FormField>
        </div>
      )}
      <SignatureFields
        code="optional"
        onPasskey={(passkey) => send(passkeyAttestationBody(form.getValues(), passkey))}
      />
      {agreementMissing && <AgreementFirst />}
      <SubmitButton variant="accent" pendingLabel="Signing...">
        Sign
      </SubmitButton>
    </Form>
  );
}
