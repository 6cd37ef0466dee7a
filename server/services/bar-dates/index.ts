// What other domains use of bar dates: they import it from here, never from its files.
export { refreshNextBarDates, refreshPassedBarDates, todayUtc } from './next-bar-date';
export { currentBarDateRules, saveBarDateRules, toBarDateRules } from './rules';
