/**
 * The browser's retry queue of ideas that could not be sent (spec 02 §3 "Pending local
 * submission", §4 "Retry of queued submissions"), whole: its items in local storage and their
 * files in IndexedDB, their states (waiting, failed, given up), the runs that send them through
 * the API, and when a run starts. The storage and the clock may be given, so every rule here is
 * tested without a browser.
 *
 * The id of each item is the submission's own id, which the server treats as an idempotency
 * key: however often an item is sent, it becomes one submission.
 */

export { discardQueued, queueLocally } from './kept-files';
export {
  fitsLocalStorage,
  isExhausted,
  parseQueue,
  pendingSubmission,
  queueLimits,
  type PendingSubmission,
} from './queue-items';
export { filesError, type NewQueuedFile, type QueuedFile } from './queued-files';
export { queueSnapshot, resetQueued, subscribeToQueue } from './queue-storage';
export { healthRecheckInterval, reconnected } from './queue-triggers';
export { discardAllQueued, queueRunnerFor, type QueueRunResult } from './run-queue';
