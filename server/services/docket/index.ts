// What other domains use of the docket: they import it from here, never from its files.
export { deadlinesOfEach, docketFor, docketOfIdea, filingsOfEach } from './deadlines';
export { docketCalendar, docketCsv, docketEvents } from './docket-exports';
