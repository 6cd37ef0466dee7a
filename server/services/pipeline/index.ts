// What other domains use of the patent pipeline: they import it from here, never from its files.
export { counselRoleAtSignUp } from './counsel';
export { currentPipelineSettings, targetDaysSql } from './settings';
export { decisionDueOnSql } from './decision-due';
export { inventorPipeline } from './inventor-view';
export { printedNameOf } from './signer';
