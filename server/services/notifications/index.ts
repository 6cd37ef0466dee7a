// What other domains use of notifications: they import it from here, never from its files.
export { type StaffNotices, queueStaffNotification } from './staff';
