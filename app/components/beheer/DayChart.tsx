// Issue 30 (decision 580): a bar chart of one figure per day, drawn as SVG on the server (it needs no JavaScript).
// Across it is laid out in percentages and up and down in pixels, with no viewBox: the chart fills the width of a
// phone or a desk screen while its labels keep their size, so they stay legible at 390 px. It is one image to
// assistive technology (role="img", named by its heading, described by its summary written under it); the page
// gives the same figures as a table. The scale comes from domain/staff-dashboard.ts.
import { useId } from 'react';
import { barHeight, chartLabelDays, type ChartScale } from '../../../domain/staff-dashboard';
import styles from './Dashboard.module.css';

/** The plot's height, the room above it for the top gridline's label, and below it for the dates (px). */
const PLOT = 150;
const ABOVE = 20;
const BELOW = 24;

export function DayChart(props: {
  title: string;
  summary: string;
  /** One value per day, oldest first, with its date as written under the bar ('DD-MM'). */
  days: readonly { day: string; label: string; value: number }[];
  scale: ChartScale;
  /** A gridline's label ('€ 50', '4'). */
  tickLabel: (value: number) => string;
  tone: 'orders' | 'revenue';
}) {
  const id = useId();
  const n = Math.max(1, props.days.length);
  const labelled = chartLabelDays(props.days.map((d) => d.day));
  const bottom = ABOVE + PLOT;
  const percent = (value: number) => `${Math.round(value * 10_000) / 100}%`;
  return (
    <div className={styles.panel}>
      <h3 id={`${id}-title`}>{props.title}</h3>
      <svg
        className={`${styles.chart} ${props.tone === 'orders' ? styles.orders : styles.revenue}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-summary`}
        width="100%"
        height={ABOVE + PLOT + BELOW}
      >
        {props.scale.ticks.map((tick) => {
          const y = bottom - barHeight(tick, props.scale.top, PLOT);
          return (
            <g key={tick}>
              <line className={styles.grid} x1="0" x2="100%" y1={y} y2={y} />
              <text className={styles.tick} x="0" y={y - 4}>
                {props.tickLabel(tick)}
              </text>
            </g>
          );
        })}
        {props.days.map((day, i) => {
          const height = barHeight(day.value, props.scale.top, PLOT);
          return height > 0 ? (
            <rect
              key={day.day}
              className={styles.bar}
              x={percent((i + 0.15) / n)}
              width={percent(0.7 / n)}
              y={bottom - height}
              height={height}
            />
          ) : null;
        })}
        {props.days.map((day, i) => {
          if (!labelled.has(day.day)) return null;
          const anchor = i === 0 ? 'start' : i === n - 1 ? 'end' : 'middle';
          const x = i === 0 ? 0 : i === n - 1 ? 1 : (i + 0.5) / n;
          return (
            <text key={day.day} className={styles.date} x={percent(x)} y={bottom + 17} textAnchor={anchor}>
              {day.label}
            </text>
          );
        })}
      </svg>
      <p id={`${id}-summary`} className={styles.summary}>
        {props.summary}
      </p>
    </div>
  );
}
