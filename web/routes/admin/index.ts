export { AdminDashboardPage } from './admin-dashboard-page';
export { AdminLayout } from './admin-layout';
export { AdminReviewsPage } from './admin-reviews-page';
export { AdminSettingsPage } from './admin-settings-page';
export { AdminSubmissionDetailPage } from './admin-submission-detail-page';
export { AdminSubmissionsPage } from './admin-submissions-page';
export { AdminUserDetailPage } from './admin-user-detail-page';
export { AdminUsersPage } from './admin-users-page';
