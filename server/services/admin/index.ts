// What other domains use of admin: they import it from here, never from its files.
export { listStaff, nameWithoutAddress } from './staff-roles';
