import ICAL from 'ical.js';

export interface FeedEvent {
  uid: string;
  summary: string;
  description: string;
  url: string;
  /** YYYY-MM-DD. */
  start: string;
  allDay: boolean;
}

const text = (component: ICAL.Component, name: string) =>
  String(component.getFirstPropertyValue(name) ?? '');

/**
 * A feed as a calendar app reads it, through Mozilla's parser (ical.js): it throws on text that
 * is not iCalendar, and here on a calendar without the properties RFC 5545 requires.
 */
export function parseFeed(feed: string) {
  const calendar = new ICAL.Component(ICAL.parse(feed));
  if (calendar.name !== 'vcalendar') throw new Error(`not a calendar: ${calendar.name}`);
  for (const required of ['version', 'prodid'])
    if (!calendar.hasProperty(required)) throw new Error(`no ${required.toUpperCase()}`);
  const events: FeedEvent[] = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      url: text(vevent, 'url'),
      start: event.startDate.toString(),
      allDay: event.startDate.isDate,
    };
  });
  return { name: text(calendar, 'x-wr-calname') || text(calendar, 'name'), events };
}
