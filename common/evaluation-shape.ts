// The evaluation's fixed vocabularies, shared by the tables and the API (common/evaluation.ts).

/** Why a reviewer declines an assignment. A conflict of interest also hides the idea from them. */
export const declineReasons = ['conflict_of_interest', 'other'] as const;
export type DeclineReason = (typeof declineReasons)[number];

/** A reviewer's overall recommendation on a scorecard. */
export const recommendations = ['advance', 'hold', 'decline'] as const;
export type Recommendation = (typeof recommendations)[number];

/** How two submissions are linked by staff: one duplicates the other, or they are related. */
export const linkKinds = ['duplicate_of', 'related_to'] as const;
export type LinkKind = (typeof linkKinds)[number];

/** One criterion of a scorecard configuration, as each version keeps it. */
export interface CriterionConfig {
  /** Stable across versions, so scores of one criterion can be compared across them. */
  id: string;
  name: string;
  guidance: string;
  weight: number;
  active: boolean;
}

/** One scored criterion on a submitted scorecard, with the name and weight it was scored under. */
export interface CriterionScore {
  criterionId: string;
  name: string;
  weight: number;
  score: number;
  comment: string | null;
}
