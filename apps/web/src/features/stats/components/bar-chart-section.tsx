import { useId } from 'react';
import { Bar, BarChart, CartesianGrid, LabelList, XAxis, YAxis } from 'recharts';

/** Above this many bars (all time, month by month) the numbers over them would overlap: the axis alone remains. */
const MAX_LABELLED_BARS = 24;

export interface ChartRow {
  /** Under the bar (short, e.g. 'Mar'). */
  label: string;
  /** In the table, when the short label would be unclear there (e.g. 'Mar 2024'). */
  name?: string;
  value: number;
}

interface BarChartSectionProps {
  heading: string;
  /** The column headings of the data table screen readers get in place of the drawing. */
  labelHeading: string;
  valueHeading: string;
  rows: ChartRow[];
}

/**
 * A titled bar chart. The drawing is hidden from assistive technology, which reads the same numbers from a table
 * (visually hidden). Its colours are the theme's own variables (--wf-*: the --color-* names of `@theme inline` exist
 * only inside Tailwind's classes), so it follows light and dark.
 */
export function BarChartSection({ heading, labelHeading, valueHeading, rows }: BarChartSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4">
      <h2 id={headingId} className="text-lg font-bold">
        {heading}
      </h2>
      <div aria-hidden="true" className="text-muted">
        {/* accessibilityLayer off: the table below speaks for the chart, so the drawing takes no keyboard focus. */}
        <BarChart
          responsive
          accessibilityLayer={false}
          data={rows}
          margin={{ top: 20, right: 4, bottom: 0, left: -20 }}
          style={{ width: '100%', height: 220 }}
        >
          <CartesianGrid vertical={false} stroke="var(--wf-border)" />
          <XAxis dataKey="label" tick={{ fill: 'currentColor', fontSize: 12 }} stroke="var(--wf-border)" />
          <YAxis allowDecimals={false} tick={{ fill: 'currentColor', fontSize: 12 }} stroke="var(--wf-border)" />
          <Bar dataKey="value" fill="var(--wf-accent)" radius={[4, 4, 0, 0]} isAnimationActive={false}>
            {rows.length <= MAX_LABELLED_BARS && (
              <LabelList dataKey="value" position="top" fill="var(--wf-fg)" fontSize={12} />
            )}
          </Bar>
        </BarChart>
      </div>
      <table className="sr-only">
        <caption>{heading}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeading}</th>
            <th scope="col">{valueHeading}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name ?? row.label}>
              <th scope="row">{row.name ?? row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
