// What other domains use of records management: they import it from here.
export { holdOf, liftHold, placeHold, refuseIfHeld } from './legal-hold';
export {
  currentRetention,
  declinedIdeasDue,
  removalSchedule,
  saveRetention,
  toRetentionSettings,
  utcDay,
  type ScheduledRemoval,
} from './retention';
export { retentionNoticeMail } from './notice-mail';
