import {
  erasureLimits,
  erasureOutcomeSchema,
  type ErasureOutcome,
  type KeptRecord,
} from '#common/erasure';

/** What the page after "Delete my account" is given in its history entry. */
export const outcomeState = (outcome: ErasureOutcome) => ({ erasure: outcome });

/** The outcome a history entry holds, or null when it holds none (an address typed by hand). */
export function erasureOutcomeFrom(state: unknown): ErasureOutcome | null {
  if (typeof state !== 'object' || state === null || !('erasure' in state)) return null;
  const read = erasureOutcomeSchema.safeParse(state.erasure);
  return read.success ? read.data : null;
}

/** Why a record was kept, as the person reads it: their own idea, or one they are listed on. */
export const keptKindLabels: Record<KeptRecord['kind'], string> = {
  idea: 'your idea',
  'co-inventor': 'co-inventor',
};

/** A kept record in words: "Disclosure 1a2b3c4d (your idea)". */
export const keptRecordText = (record: KeptRecord) =>
  `Disclosure ${record.reference} (${keptKindLabels[record.kind]})`;

/** What happens, as the dialog says it before anything is deleted. */
export const deleteAccountTexts = {
  erased:
    'Your account and everything it holds are erased: your profile, your drafts and their files, your messages, your signed agreement and how you sign in.',
  kept: `If you are an inventor on ideas that were sent, their records are kept to establish and defend legal claims on the inventions: the ideas, their files and messages, your signed agreement and attestations. Everything else is erased, your account is closed, and staff answer your request within ${erasureLimits.answerDays} days.`,
  final: 'This cannot be undone. You are signed out on every device.',
} as const;

/** The page's heading for each outcome. */
export const outcomeHeadings: Record<ErasureOutcome['outcome'], string> = {
  erased: 'Account Deleted',
  kept: 'Account Closed',
};
