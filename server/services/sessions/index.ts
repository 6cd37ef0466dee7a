// What other domains use of sessions: they import it from here, never from its files.
export { deviceLabel } from './device';
