// What other domains use of the calendar feed: they import it from here, never from its files.
export { calendarFeedSince, resetCalendarFeed } from './feed-address';
export { calendarFeedOf } from './feed-of';
