// What other domains use of evaluation: they import it from here, never from its files.
export { reviewMatch, visibleAverage } from './blind-scores';
export { evaluationColumns } from './export-columns';
export { hasTag } from './tags';
