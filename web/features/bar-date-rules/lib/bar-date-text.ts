// Bar dates are calendar dates, as patent offices count them (ADR 36): each is read as a UTC
// midnight, so no time zone or change of clocks moves it a day.

/** Said beside every bar date the portal shows (ADR 36). */
export const BAR_DATE_CAVEAT = 'A guide for your patent counsel, not legal advice.';

const midnight = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** '10 March 2027'. */
export const longCalendarDate = (date: string) =>
  new Date(midnight(date)).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Today's calendar date where the reader is. */
export const localToday = (now = new Date()) =>
  new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

/** Whole days from one calendar date to another; negative when `to` comes first. */
export const daysBetween = (from: string, to: string) =>
  Math.round((midnight(to) - midnight(from)) / 86_400_000);

const relativeDays = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

/** How far a date is from today: "today", "tomorrow", "in 12 days", "3 days ago". */
export const daysLeftText = (date: string, today: string) =>
  relativeDays.format(daysBetween(today, date), 'day');
