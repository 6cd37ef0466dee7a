import { useLayoutEffect, useRef, useState, type PointerEvent } from 'react';
import { barPath, shownLabels, valueTicks } from '#web/features/dashboard/lib/chart-geometry';
import type { ActivityRow } from '#web/features/dashboard/lib/activity';

// Each colour is at least 3:1 against white (WCAG non-text contrast) and the two differ in hue
// and lightness; the series also differ in shape (bars and a line with dots), so telling them
// apart never rests on colour.
const SUBMISSIONS_COLOUR = '#12465c'; // brand-700, 10:1
const SIGNUPS_COLOUR = '#b45309'; // amber-700, 5:1
const AXIS_COLOUR = '#475569'; // slate-600, 7.6:1
const GRID_COLOUR = '#e2e8f0'; // slate-200
const HOVER_COLOUR = '#f1f5f9'; // slate-100

const HEIGHT = 256;
const PLOT = { top: 8, right: 8, bottom: 28, left: 36 };
const MAX_BAR_WIDTH = 16;
const LABEL_HALF_WIDTH = 20;

/** The element's width in CSS pixels, followed as it changes; `initial` until measured. */
function useWidth(initial: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(initial);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

function Legend() {
  return (
    <ul className="mt-2 flex justify-center gap-6 text-sm text-slate-700">
      <li className="flex items-center gap-2">
        <svg aria-hidden="true" width="14" height="14">
          <rect width="14" height="14" rx="2" fill={SUBMISSIONS_COLOUR} />
        </svg>
        Submissions
      </li>
      <li className="flex items-center gap-2">
        <svg aria-hidden="true" width="18" height="14">
          <path d="M0,7H18" stroke={SIGNUPS_COLOUR} strokeWidth="2" />
          <circle cx="9" cy="7" r="3" fill={SIGNUPS_COLOUR} />
        </svg>
        Sign-ups
      </li>
    </ul>
  );
}

/**
 * Submissions (bars) and sign-ups (line) a day. The svg is one image named by `summary`; the
 * numbers themselves are in the table beside it. Pointing at a day shows its numbers, as a
 * convenience for mouse and touch; the table is the way for everyone else.
 */
export function ActivityChart({ rows, summary }: { rows: ActivityRow[]; summary: string }) {
  const [frame, width] = useWidth(640);
  const [active, setActive] = useState<number | null>(null);

  const plotWidth = Math.max(width - PLOT.left - PLOT.right, 1);
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const band = plotWidth / Math.max(rows.length, 1);
  const barWidth = Math.min(MAX_BAR_WIDTH, band * 0.8);
  const ticks = valueTicks(Math.max(0, ...rows.flatMap((r) => [r.submissions, r.signups])));
  const top = ticks.at(-1)!;
  const x = (index: number) => PLOT.left + band * (index + 0.5);
  const y = (value: number) => PLOT.top + plotHeight * (1 - value / top);
  const labels = shownLabels(rows.length, band);
  const line = rows.map((row, i) => `${i === 0 ? 'M' : 'L'}${x(i)},${y(row.signups)}`).join('');

  function point(event: PointerEvent<SVGSVGElement>) {
    const left = event.clientX - event.currentTarget.getBoundingClientRect().left - PLOT.left;
    const index = Math.floor(left / band);
    setActive(index >= 0 && index < rows.length ? index : null);
  }

  const shown = active === null ? undefined : rows[active];
  return (
    <div>
      <div ref={frame} className="relative">
        <svg
          role="img"
          aria-label={summary}
          width="100%"
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          onPointerMove={point}
          onPointerLeave={() => setActive(null)}
        >
          {shown && (
            <rect
              x={PLOT.left + band * active!}
              y={PLOT.top}
              width={band}
              height={plotHeight}
              fill={HOVER_COLOUR}
            />
          )}
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={PLOT.left}
                x2={PLOT.left + plotWidth}
                y1={y(tick)}
                y2={y(tick)}
                stroke={GRID_COLOUR}
              />
              <text
                x={PLOT.left - 8}
                y={y(tick)}
                dy="0.32em"
                textAnchor="end"
                fontSize="12"
                fill={AXIS_COLOUR}
              >
                {tick.toLocaleString('en-US')}
              </text>
            </g>
          ))}
          {rows.map((row, i) =>
            row.submissions > 0 ? (
              <path
                key={row.date}
                d={barPath(
                  x(i) - barWidth / 2,
                  y(row.submissions),
                  barWidth,
                  y(0) - y(row.submissions),
                )}
                fill={SUBMISSIONS_COLOUR}
              />
            ) : null,
          )}
          <path d={line} fill="none" stroke={SIGNUPS_COLOUR} strokeWidth="2" />
          {rows.map((row, i) => (
            <circle key={row.date} cx={x(i)} cy={y(row.signups)} r="3" fill={SIGNUPS_COLOUR} />
          ))}
          <line
            x1={PLOT.left}
            x2={PLOT.left + plotWidth}
            y1={y(0)}
            y2={y(0)}
            stroke={AXIS_COLOUR}
          />
          {rows.map((row, i) =>
            labels.has(i) ? (
              <text
                key={row.date}
                // Today's label is centred under its bar unless that would cut it off.
                x={Math.min(x(i), width - LABEL_HALF_WIDTH)}
                y={y(0) + 18}
                textAnchor="middle"
                fontSize="12"
                fill={AXIS_COLOUR}
              >
                {row.label}
              </text>
            ) : null,
          )}
        </svg>
        {shown && (
          // The same numbers as the table, so hidden from assistive technology.
          <div
            aria-hidden="true"
            className="pointer-events-none absolute top-2 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm shadow-md"
            style={
              x(active!) < width / 2
                ? { left: x(active!) + band }
                : { right: width - x(active!) + band }
            }
          >
            <p className="font-semibold text-slate-900">{shown.label}</p>
            <p style={{ color: SUBMISSIONS_COLOUR }}>Submissions: {shown.submissions}</p>
            <p style={{ color: SIGNUPS_COLOUR }}>Sign-ups: {shown.signups}</p>
          </div>
        )}
      </div>
      <Legend />
    </div>
  );
}
