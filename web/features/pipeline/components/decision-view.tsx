import { decisionOutcomeLabels, type Decision } from '#common/pipeline';
import { Detail } from '#web/features/submissions';
import { utcDateTime } from '#web/lib/dates';
import { SignatureTerms } from './opinion-list';

/** The signed decision: what was decided and why, and the signature's record. */
export function DecisionView({ decision }: { decision: Decision }) {
  return (
    <dl className="grid gap-3 rounded-lg border border-slate-300 bg-white p-4 sm:grid-cols-2">
      <Detail term="Decision">
        <span className="font-semibold">{decisionOutcomeLabels[decision.outcome]}</span>
      </Detail>
      <Detail term="Signed">
        <time dateTime={decision.decidedAt}>{utcDateTime(decision.decidedAt)}</time>
      </Detail>
      <Detail term="Reason" wide>
        <span className="block whitespace-pre-wrap">{decision.reason}</span>
      </Detail>
      {decision.waiverReason && (
        <Detail term="Why the opinion was waived" wide>
          <span className="block whitespace-pre-wrap">{decision.waiverReason}</span>
        </Detail>
      )}
      <SignatureTerms signed={decision} hashLabel="SHA-256 of the decision" />
    </dl>
  );
}
