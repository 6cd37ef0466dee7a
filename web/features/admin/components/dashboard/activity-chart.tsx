import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { usePrefersReducedMotion } from '#web/lib/use-reduced-motion';
import type { ActivityRow } from '#web/features/admin/lib/dashboard/activity';

// This module is the only one that imports recharts, and the dashboard loads it lazily: the
// library stays out of every other page (ADR 0008).

// Each colour is at least 3:1 against white (WCAG non-text contrast) and the two differ in hue
// and lightness; the series also differ in shape (bars and a dotted line), so telling them
// apart never rests on colour.
const SUBMISSIONS_COLOUR = '#12465c'; // brand-700, 10:1
const SIGNUPS_COLOUR = '#b45309'; // amber-700, 5:1
const AXIS_COLOUR = '#475569'; // slate-600, 7.6:1
const GRID_COLOUR = '#e2e8f0'; // slate-200

/**
 * Submissions (bars) and sign-ups (line) a day. The svg is one image named by `summary`; the
 * numbers themselves are in the table beside it, so recharts' keyboard layer (which would make
 * the svg an 'application' and hide that name) is turned off.
 */
export function ActivityChart({ rows, summary }: { rows: ActivityRow[]; summary: string }) {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <ComposedChart
      responsive
      data={rows}
      role="img"
      aria-label={summary}
      accessibilityLayer={false}
      style={{ width: '100%', height: 288 }}
      margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
    >
      <CartesianGrid stroke={GRID_COLOUR} vertical={false} />
      <XAxis
        dataKey="label"
        tick={{ fill: AXIS_COLOUR, fontSize: 12 }}
        tickLine={false}
        axisLine={{ stroke: AXIS_COLOUR }}
        minTickGap={16}
      />
      <YAxis
        allowDecimals={false}
        tick={{ fill: AXIS_COLOUR, fontSize: 12 }}
        tickLine={false}
        axisLine={false}
        width={48}
      />
      <Tooltip />
      <Legend wrapperStyle={{ fontSize: 14 }} />
      <Bar
        dataKey="submissions"
        name="Submissions"
        fill={SUBMISSIONS_COLOUR}
        maxBarSize={16}
        radius={[2, 2, 0, 0]}
        isAnimationActive={!reducedMotion}
      />
      <Line
        dataKey="signups"
        name="Sign-ups"
        type="monotone"
        stroke={SIGNUPS_COLOUR}
        strokeWidth={2}
        dot={{ r: 3, fill: SIGNUPS_COLOUR }}
        isAnimationActive={!reducedMotion}
      />
    </ComposedChart>
  );
}
