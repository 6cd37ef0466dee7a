import { CircleCheck, Clock, TriangleAlert } from 'lucide-react';
import type { answerKind } from './inventor-answers';

/**
 * How each kind of co-inventor answer looks wherever it is shown, to inventors and to staff:
 * its icon and the colour of its line (each dark enough for small text on white).
 */
export const answerLooks: Record<
  ReturnType<typeof answerKind>,
  { Icon: typeof CircleCheck; className: string }
> = {
  confirmed: { Icon: CircleCheck, className: 'text-emerald-800' },
  disputed: { Icon: TriangleAlert, className: 'text-amber-900' },
  invited: { Icon: Clock, className: 'text-slate-700' },
};
