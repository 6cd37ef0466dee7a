import { useId } from 'react';
import { useRequiredFacts } from './facts-required';
import { FactsDisclosuresSection } from './facts-disclosures-section';
import { FactsInventionSection } from './facts-invention-section';
import { FactsObligationsSection } from './facts-obligations-section';
import { FactsStageSection } from './facts-stage-section';

/**
 * The invention's facts, under the spec's fields of the idea dialog: what a patent attorney
 * needs, each of them optional, in four sections.
 */
export function InventionFactsFields() {
  const heading = useId();
  const required = useRequiredFacts();
  return (
    <section aria-labelledby={heading} className="space-y-4">
      <div className="space-y-1 border-t border-slate-300 pt-4">
        <h3 id={heading} className="text-lg font-semibold text-brand-900">
          Details for a patent attorney
        </h3>
        <p className="text-sm text-slate-600">
          {required.length > 0
            ? 'Those marked “required to submit” must be given before you submit; a draft may be saved without them. The rest are optional.'
            : 'Optional. The more you give, the sooner your idea can be assessed.'}
        </p>
      </div>
      <FactsInventionSection />
      <FactsStageSection />
      <FactsDisclosuresSection />
      <FactsObligationsSection />
    </section>
  );
}
