// The decision clock of the patent pipeline (ADR 40): its target in days, in Settings for admins.
export { pipelineSettingsQueryOptions } from './api/pipeline-settings';
export { DecisionClockSettings } from './components/decision-clock-settings';
