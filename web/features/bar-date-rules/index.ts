// The bar-date rules in force (ADR 36): Settings for admins, the hook every page that computes
// bar dates reads them through, and how bar dates are written wherever they are shown.
export { useBarDateRules } from './api/bar-date-rules';
export { BarDateCaveat } from './components/bar-date-caveat';
export { BarDateRulesSettings } from './components/bar-date-rules-settings';
export { BAR_DATE_CAVEAT, daysLeftText, localToday, longCalendarDate } from './lib/bar-date-text';
export { barDateTimeline, type TimelineEntry } from './lib/timeline';
