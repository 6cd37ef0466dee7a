import { cn } from '#web/lib/cn';
import { BAR_DATE_CAVEAT } from '../lib/bar-date-text';

/** The line every bar date the portal shows stands beside: a guide, never advice (ADR 36). */
export function BarDateCaveat({ className }: { className?: string }) {
  return <p className={cn('text-xs text-slate-600', className)}>{BAR_DATE_CAVEAT}</p>;
}
