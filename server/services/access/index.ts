export {
  DRAFT_NOT_FOUND,
  mayHear,
  notFoundMessage,
  requireAccess,
  reviewersWhoRead,
  submissionFor,
  viewersOf,
  visibleTo,
  visibleToViewers,
  type HeardEvent,
} from './submission-access';
