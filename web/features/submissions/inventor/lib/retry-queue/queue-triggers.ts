import { itemsToRetry, type PendingSubmission } from './queue-items';

/**
 * When the retry queue runs besides the dashboard's load, the browser's 'online' event, a sent
 * idea and Send Now: when the server answers again after it did not, and on My Submissions'
 * Refresh. The browser's own online state misses a server that is down while the network is up,
 * so the server is asked directly.
 */

/** How often the server is asked again while ideas wait in this browser to be sent. */
export const HEALTH_RECHECK_MS = 30_000;

/** The health check's interval: every 30 s while this user has items due, otherwise none. */
export function healthRecheckInterval(items: PendingSubmission[], userId: string): number | false {
  return itemsToRetry(items, userId).length > 0 ? HEALTH_RECHECK_MS : false;
}

/** Whether the server is back: the health check answered after the one before did not. */
export function reconnected(previous: boolean | undefined, current: boolean | undefined): boolean {
  return previous === false && current === true;
}
