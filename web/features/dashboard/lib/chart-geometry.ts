/**
 * The numbers behind the activity chart's drawing: a value axis of whole numbers and which
 * day labels fit under the bars. Kept apart from the SVG so they can be checked on their own.
 */

/** Ticks from 0 up to at least `max`, in steps of 1, 2 or 5 × 10ⁿ, at most `count` steps. */
export function valueTicks(max: number, count = 4): number[] {
  const rough = Math.max(max, 1) / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, ([1, 2, 5, 10].find((m) => m * power >= rough) ?? 10) * power);
  const top = Math.max(step * Math.ceil(max / step), step * count);
  return Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
}

// An axis label is at most "Sep 30" at 12 px: about 40 px, and 16 px kept between labels.
const LABEL_WIDTH = 40;
const LABEL_GAP = 16;

/**
 * Which of `count` evenly spaced day labels to draw so that none overlap: every nth one,
 * counted back from the last (today's label is always shown).
 */
export function shownLabels(count: number, bandWidth: number): Set<number> {
  const every = Math.max(1, Math.ceil((LABEL_WIDTH + LABEL_GAP) / Math.max(bandWidth, 1)));
  const shown = new Set<number>();
  for (let i = count - 1; i >= 0; i -= every) shown.add(i);
  return shown;
}

/** A bar's outline with its top corners rounded, as an SVG path. */
export function barPath(x: number, y: number, width: number, height: number, radius = 2): string {
  const r = Math.min(radius, height, width / 2);
  const bottom = y + height;
  return `M${x},${bottom}V${y + r}Q${x},${y} ${x + r},${y}H${x + width - r}Q${x + width},${y} ${x + width},${y + r}V${bottom}Z`;
}
