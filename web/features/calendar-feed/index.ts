// A staff member's private calendar feed of bar dates, on Settings.
export { calendarFeedQueryOptions } from './api/calendar-feed';
export { CalendarFeedSettings } from './components/calendar-feed-settings';
