// Records management (ADR 44): an idea's legal hold on its admin page, and how long declined
// ideas are kept, in Settings for admins.
export { LegalHoldPanel } from './components/legal-hold-panel';
export { RetentionSettingsCard } from './components/retention-settings';
