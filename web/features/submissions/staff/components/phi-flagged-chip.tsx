import { ShieldAlert } from 'lucide-react';
import { Chip } from '#web/components/ui/chip';

/** The marker's words, also the PHI filter's choice: one name for one thing. */
export const PHI_FLAGGED = 'PHI flagged';

/**
 * Marks an idea in which the PHI guard found what looks like a patient identifier. Read out
 * with what it means, since "PHI" alone is jargon to a screen reader's listener.
 */
export function PhiFlaggedChip() {
  return (
    <Chip className="border-amber-700 bg-amber-100 font-semibold text-amber-950">
      <ShieldAlert aria-hidden="true" className="size-3.5 shrink-0" />
      {PHI_FLAGGED}
      <span className="sr-only">: it may identify a patient</span>
    </Chip>
  );
}
