// When demo things happen: over about two years, busier lately, quieter at weekends,
// mostly in working hours.
import type { Random } from './random';

export const DAY_MS = 86_400_000;
export const MINUTE_MS = 60_000;
/** How far back the demo data goes. */
export const SPAN_DAYS = 730;
/** The window in which every day has some activity (the dashboard's Activity Overview). */
export const RECENT_DAYS = 30;

const startOfUtcDay = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;

/** A time of day in ms, weighted to working hours (UTC, for a mostly European/American crowd). */
function timeOfDay(random: Random): number {
  const busy = random.chance(0.8);
  const workingHour = random.int(7, 19);
  const anyHour = random.int(0, 23);
  return (busy ? workingHour : anyHour) * 3_600_000 + random.int(0, 3_599_999);
}

/** Half of the weekend days move to a weekday of the same week in [from, now]: quieter weekends. */
function mostlyWeekday(random: Random, day: number, from: number, now: number): number {
  const move = random.chance(0.55);
  const offset = random.int(0, 4);
  const weekday = new Date(day).getUTCDay();
  if (!move || (weekday !== 0 && weekday !== 6)) return day;
  const candidate = day - ((weekday + 6) % 7) * DAY_MS + offset * DAY_MS;
  return candidate >= startOfUtcDay(from) && candidate <= now ? candidate : day;
}

/** The moment `time` into `day`; today's times are squeezed into the part of today gone by. */
function at(day: number, time: number, from: number, now: number): number {
  const moment = day + DAY_MS > now ? day + (time / DAY_MS) * (now - day) : day + time;
  return Math.min(Math.max(Math.round(moment), from), now);
}

// Each function below takes the same count of numbers from `random` whatever `now` is, so a run
// on another day shifts the times but not who does what.

/** A moment in the last SPAN_DAYS days; the density grows from 1 (two years ago) to 3 (today). */
export function pastMoment(random: Random, now: number): number {
  // x in [0, 1], 0 the oldest day and 1 today; density 1 + 2x, so F(x) = (x + x²) / 2.
  const x = (-1 + Math.sqrt(1 + 8 * random.next())) / 2;
  const from = now - SPAN_DAYS * DAY_MS;
  const day = mostlyWeekday(random, startOfUtcDay(now - (1 - x) * SPAN_DAYS * DAY_MS), from, now);
  return at(day, timeOfDay(random), from, now);
}

/** A moment on the given day back from today (0 = today), never after now. */
export function momentOnDay(random: Random, now: number, daysAgo: number): number {
  const day = startOfUtcDay(now) - daysAgo * DAY_MS;
  return at(day, timeOfDay(random), day, now);
}

/** A moment between `from` and `now`, any day alike except that weekends are quieter. */
export function momentBetween(random: Random, from: number, now: number): number {
  const start = Math.min(from, now);
  const picked = startOfUtcDay(start + random.next() * (now - start));
  const day = mostlyWeekday(random, picked, start, now);
  return at(day, timeOfDay(random), start, now);
}

/**
 * `from` plus a delay with the given mean (exponential). A delay that would end after now is
 * squeezed into the time left, so recent things do not all happen at the same moment.
 */
export function after(random: Random, from: number, meanMs: number, now: number): number {
  const delay = random.exponential(meanMs);
  const left = now - from;
  if (left <= 0) return now;
  return Math.round(from + (delay < left ? delay : left * (1 - Math.exp(-delay / left))));
}
