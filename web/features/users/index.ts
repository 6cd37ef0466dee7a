// Accounts as staff see them: the user list, one user's page, staff roles.
export { UserDetail, UserDetailPage } from './components/user-detail';
export { UsersList } from './components/users-list';
export { useUsersList } from './hooks/use-users-list';
export { usersList } from './api/users';
