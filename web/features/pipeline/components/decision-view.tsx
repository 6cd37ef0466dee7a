import { decisionOutcomeLabels, type Decision } from '#common/pipeline';
import { HashValue } from '#web/features/proof';
import { utcDateTime } from '../lib/pipeline-text';
import { Signed } from './opinion-list';

/** The signed decision: what was decided and why, and the signature's record. */
export function DecisionView({ decision }: { decision: Decision }) {
  return (
    <dl className="grid gap-3 rounded-lg border border-slate-300 bg-white p-4 sm:grid-cols-2">
      <Signed term="Decision">
        <span className="font-semibold">{decisionOutcomeLabels[decision.outcome]}</span>
      </Signed>
      <Signed term="Signed">
        <time dateTime={decision.decidedAt}>{utcDateTime(decision.decidedAt)}</time>
      </Signed>
      <Signed term="Reason" wide>
        <span className="block whitespace-pre-wrap">{decision.reason}</span>
      </Signed>
      {decision.waiverReason && (
        <Signed term="Why the opinion was waived" wide>
          <span className="block whitespace-pre-wrap">{decision.waiverReason}</span>
        </Signed>
      )}
      <Signed term="Signed by">{decision.printedName}</Signed>
      <Signed term="Meaning of the signature" wide>
        {decision.meaning}
      </Signed>
      <Signed term="SHA-256" wide>
        <HashValue value={decision.sha256} label="SHA-256 of the decision" />
      </Signed>
    </dl>
  );
}
