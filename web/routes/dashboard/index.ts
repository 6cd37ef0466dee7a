export { CoInventionsPage } from './co-inventions-page';
export { DashboardLayout } from './dashboard-layout';
export { MySubmissionsPage } from './my-submissions-page';
export { SettingsPage } from './settings-page';
export { SubmitIdeaPage } from './submit-idea-page';
