import { contactRules } from './contact-details';
import { dateOfBirthRules } from './date-of-birth';
import { ipAddressRules } from './ip-address';
import { patientNameRules } from './patient-name';
import type { PhiFinding } from './phi-types';
import { recordNumberRules } from './record-numbers';
import type { Rule } from './rule';
import { streetAddressRules } from './street-address';

// The guard's rules, the most telling first: where two read the same characters, the first
// names them. A label says more than a shape ("Member ID: 555-12-3456" is a plan number, not
// a Social Security number; "Fax: +1 555 123 4567" is a phone however it is grouped).
const rules: Rule[] = [
  ...recordNumberRules,
  ...dateOfBirthRules,
  ...patientNameRules,
  ...contactRules,
  ...streetAddressRules,
  ...ipAddressRules,
];

/** Index of the first kept finding that ends after `start` (kept findings do not overlap, so their ends are in order). */
function firstEndingAfter(kept: PhiFinding[], start: number): number {
  let low = 0;
  let high = kept.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (kept[middle]!.end > start) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * Where the text holds what looks like a HIPAA Safe Harbor identifier, in the order they
 * stand. The same in the browser (a warning as the inventor types) and on the server (fields
 * and attachments at intake). It errs towards silence on clinical prose: numbers, dates and
 * clinicians' names count only in the shapes and with the labels that make them a patient's.
 */
export function findPhi(text: string): PhiFinding[] {
  const kept: PhiFinding[] = [];
  for (const rule of rules) {
    for (const match of text.matchAll(rule.pattern)) {
      // Every pattern has the d flag, so every match has the indices of its groups.
      const [start, end] = match.indices!.groups?.id ?? match.indices![0]!;
      const id = match.groups?.id ?? match[0];
      const at = { id, label: match.groups?.label, text, start, end, matchStart: match.index };
      if (rule.accept && !rule.accept(at)) continue;
      const next = firstEndingAfter(kept, start);
      if (kept[next] && kept[next].start < end) continue;
      kept.splice(next, 0, { type: rule.type, start, end });
    }
  }
  return kept;
}
