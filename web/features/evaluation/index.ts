// Reviewing ideas: assignments, scorecards, criteria, tags and related ideas (staff only).
export { criteriaQueryOptions } from './api/criteria';
export { evaluationStatsKey, reviewQueueQueryOptions } from './api/reviews';
export { AssignReviewersDialog } from './components/assign-reviewers-dialog';
export { CriteriaSettings } from './components/criteria-settings';
export { EvaluationPanel } from './components/evaluation-panel';
export { EvaluationStatsCard } from './components/evaluation-stats-card';
export { RelatedPanel } from './components/related-panel';
export { ReviewQueue } from './components/review-queue';
export { TagFilter } from './components/tag-filter';
export { TagsEditor } from './components/tags-editor';
