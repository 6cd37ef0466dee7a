// What the inventor has told the portal about themselves, kept in the browser.
export { useUserData } from './hooks/use-user-data';
