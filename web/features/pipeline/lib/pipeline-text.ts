import {
  clockText,
  stageLabels,
  type DecisionClock,
  type Opinion,
  type Pipeline,
  type Stage,
} from '#common/pipeline';
import { formatCalendarDate } from '#web/lib/dates';

/** A moment as the pipeline's records give it: in UTC, said so. */

/** Where an idea stands: its stage, or why it has none. */
export function stageText(stage: Stage | null, status: string): string {
  if (stage) return stageLabels[stage];
  return status === 'approved' ? 'Approved, not yet in the pipeline' : 'Not in the pipeline';
}

/** The idea a dialog acts on, under its title: its reference (or `lead`) and its title. */
export const ideaLine = (
  pipeline: Pick<Pipeline, 'reference' | 'ideaTitle'>,
  lead: string = pipeline.reference,
) => `${lead}: “${pipeline.ideaTitle || 'Untitled idea'}”`;

/** A move between stages: "Approved → Patentability review". */
export const moveText = (from: Stage | null, to: Stage) =>
  `${from ? stageLabels[from] : 'Approved'} → ${stageLabels[to]}`;

/** The decision clock in words, or why it has not started. */
export function clockSummary(clock: Pick<DecisionClock, 'daysLeft' | 'decidedAt'>): string {
  return (
    clockText(clock) ??
    'The decision clock starts once every inventor has confirmed the disclosure.'
  );
}

/** The day the decision is due: "Due by Mar 4, 2026"; null while the clock has not started. */
export const dueText = (clock: Pick<DecisionClock, 'dueOn'>): string | null =>
  clock.dueOn ? `Due by ${formatCalendarDate(clock.dueOn)}` : null;

/** How urgent a clock is: past its day, within 30 days of it, or neither. */
export function clockTone(clock: Pick<DecisionClock, 'daysLeft' | 'decidedAt'>) {
  if (clock.decidedAt || clock.daysLeft === null) return 'calm' as const;
  if (clock.daysLeft < 0) return 'overdue' as const;
  return clock.daysLeft <= 30 ? ('soon' as const) : ('calm' as const);
}

/** The opinion in force: the one no later opinion superseded. */
export const currentOpinion = (opinions: readonly Opinion[]): Opinion | null =>
  opinions.find((opinion) => opinion.supersededBy === null) ?? null;

/** Whether the reader may record the decision now. */
export const mayDecide = (pipeline: Pipeline): boolean =>
  pipeline.may.manage && pipeline.stage === 'decision' && pipeline.decision === null;

/** Whether the reader may write an opinion now: only before the decision. */
export const mayOpine = (pipeline: Pipeline): boolean =>
  pipeline.may.opine && pipeline.decision === null;

/** Whether the stage and counsel may be changed: only on an approved idea, by an admin. */
export const mayManage = (pipeline: Pipeline): boolean =>
  pipeline.may.manage && pipeline.status === 'approved';

/** What an invitation has led to so far. */
export const invitationState = (hasAccount: boolean) =>
  hasAccount ? 'Has an account' : 'Invited, no account yet';

/** "3 opinions", "1 opinion", "No opinion yet". */
export const opinionCountText = (count: number) =>
  count === 0 ? 'No opinion yet' : count === 1 ? '1 opinion' : `${count} opinions`;

/** The code as the server reads it: without the spaces people type; left out when empty. */
export function signingCode(code: string | undefined): { code?: string } {
  const digits = code?.replace(/\s+/g, '') ?? '';
  return digits ? { code: digits } : {};
}
