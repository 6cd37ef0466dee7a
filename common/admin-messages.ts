import type { StaffRole } from './roles';

/** The spec's texts for the admin pages (spec 01 §2, §4, §8). */
export const adminMessages = {
  roleChanged: (role: StaffRole) => ({
    title: 'Role Updated',
    message: {
      admin: 'The account is now an admin.',
      reviewer: 'The account is now a reviewer.',
      counsel: 'The account is now outside counsel.',
      user: 'The account is no longer staff.',
    }[role],
  }),
  roleFailed: { title: 'Update Failed', message: 'Failed to change the role. Please try again.' },
  lastAdmin: 'The last admin cannot be removed. Make another account an admin first.',
  statusUpdated: (status: string) => ({
    title: 'Status Updated',
    message: `Submission status has been updated to ${status}.`,
  }),
  updateFailed: {
    title: 'Update Failed',
    message: 'Failed to update submission status. Please try again.',
  },
  deleted: { title: 'Submission Deleted', message: 'The submission has been permanently deleted.' },
  deleteFailed: {
    title: 'Delete Failed',
    message: 'Failed to delete the submission. Please try again.',
  },
  dashboardRefreshed: 'Dashboard Refreshed',
  refreshed: 'Refreshed',
  dashboardFailed: { title: 'Error', message: 'Failed to load dashboard data. Please try again.' },
  submissionsFailed: { title: 'Error', message: 'Failed to load submissions. Please try again.' },
  submissionNotFound: { title: 'Error', message: 'Could not find submission details.' },
  submissionFailed: {
    title: 'Error',
    message: 'Failed to load submission details. Please try again.',
  },
  userDataFailed: { title: 'Error', message: 'Failed to load user data. Please try again.' },
  userDetailsFailed: 'Failed to load user details. Please try again.',
  usersFailed: (reason: string) => `Failed to load users: ${reason}`,
  usersTimeout: 'Database query timed out. Please try again or contact support if this persists.',
  userNotFound: 'User not found.',
  noUserId: 'No user ID provided',
  noAgreement: {
    title: 'No Agreement Available',
    message: 'There is no signed agreement for this submission.',
  },
  noSubmissions: 'No submissions found',
  noSubmissionsFiltered: 'Try changing your search or filter criteria',
  noSubmissionsYet: 'There are no submissions yet',
  noUsersMatch: 'No users match your search.',
  noUsers: 'No users found.',
  noUserSubmissions: 'No submissions found for this user.',
  searchSubmissions: 'Search by name, email, or description...',
  searchUsers: 'Search by name, job title, email or ID...',
  notesPlaceholder: 'Add notes about this submission...',
  deleteWarning:
    'This will permanently remove the submission and all associated data, including user information and attachments. This cannot be undone.',
} as const;
