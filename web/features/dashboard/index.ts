// The staff start page: the stat cards, the patent pipeline, the upcoming bar dates, the
// activity chart, the recent submissions.
export { ActivityOverviewCard } from './components/activity-overview-card';
export { PipelineCard } from './components/pipeline-card';
export { RecentSubmissionsCard } from './components/recent-submissions-card';
export { StaffNoticesNotice } from './components/staff-notices-notice';
export { StatCards } from './components/stat-cards';
export { UpcomingBarDatesCard } from './components/upcoming-bar-dates-card';
export { useDashboard } from './hooks/use-dashboard';
