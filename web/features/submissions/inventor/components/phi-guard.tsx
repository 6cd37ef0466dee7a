import { useEffect, useMemo, useState } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { TriangleAlert } from 'lucide-react';
import { phiAttestationText, type PhiFound } from '#common/phi/index';
import { CheckboxField } from '#web/components/form/checkbox-field';
import { phiWarning } from '../lib/phi-warning';
import type { SubmissionFormInput, SubmissionFormValues } from './submission-schema';

/** How long typing pauses before the warning follows it, so it is not read out mid-word. */
const SETTLE_MS = 500;

/** `value` once it has stayed the same (by its JSON) for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const key = JSON.stringify(value);
  const [settled, setSettled] = useState({ key, value });
  useEffect(() => {
    if (key === settled.key) return;
    const timer = setTimeout(() => setSettled({ key, value }), ms);
    return () => clearTimeout(timer);
  }, [key, value, ms, settled.key]);
  return settled.value;
}

/** The attestation's check box; shown with its error already on it, it takes the focus. */
function PhiAttestationBox() {
  const { getFieldState, setFocus } = useFormContext<SubmissionFormValues>();
  useEffect(() => {
    if (getFieldState('phiAttestation').error) setFocus('phiAttestation');
  }, [getFieldState, setFocus]);
  return <CheckboxField<SubmissionFormInput> name="phiAttestation" label={phiAttestationText} />;
}

/**
 * The PHI guard in the idea form (ADR 37): while the person types, a polite warning naming the
 * kinds of patient identifier that seem to be in the idea and where; and, when there are any
 * and the idea can be sent, the check box attesting that they identify no patient, which
 * sending then needs. `serverAsked`: the server asked for it although the browser found
 * nothing (in a file it read, say): the box stays.
 */
export function PhiGuard({
  found,
  canSend,
  serverAsked,
}: {
  found: PhiFound[];
  canSend: boolean;
  serverAsked: boolean;
}) {
  const settled = useSettled(found, SETTLE_MS);
  const warning = useMemo(() => phiWarning(settled, canSend), [settled, canSend]);
  const { errors } = useFormState<SubmissionFormValues>({ name: 'phiAttestation' });
  // Refused before the warning caught up with the typing: the box is shown at once.
  const asking = canSend && (settled.length > 0 || serverAsked || Boolean(errors.phiAttestation));
  return (
    <div className="space-y-3">
      <div role="status" aria-live="polite">
        {warning && (
          <p className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{warning}</span>
          </p>
        )}
      </div>
      {asking && <PhiAttestationBox />}
    </div>
  );
}
