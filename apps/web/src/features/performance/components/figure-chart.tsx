import type { TPerformanceMonth } from '@homebid/contracts/performance';
import { useId, useState } from 'react';
import { type FigureKey, monthLabel, performanceTexts as t } from '../texts';

interface FigureChartProps {
  figure: { key: FigureKey; label: string; format: (value: number | null) => string };
  months: TPerformanceMonth[];
}

const WIDTH = 320;
const HEIGHT = 120;
const GAP = 4;

/**
 * One figure over the months: plain SVG bars (a picture for sighted users, described by its label),
 * with the same numbers in a table behind the Show table toggle.
 */
export function FigureChart({ figure, months }: FigureChartProps) {
  const [showTable, setShowTable] = useState(false);
  const id = useId();
  const values = months.map((month) => month[figure.key]);
  const highest = Math.max(0, ...values.map((value) => value ?? 0));
  const barWidth = (WIDTH - GAP * (months.length - 1)) / Math.max(1, months.length);
  const title = t.chartLabel(figure.label);
  const first = months[0];
  const last = months.at(-1);

  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-4">
      <figcaption id={`${id}-title`} className="font-semibold text-slate-900">
        {title}
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="mt-3 h-28 w-full"
        role="img"
        aria-labelledby={`${id}-title`}
        preserveAspectRatio="none"
      >
        <title>{title}</title>
        {values.map((value, index) => {
          const height = highest > 0 && value ? Math.max(2, (value / highest) * (HEIGHT - 4)) : 0;
          const month = months[index] as TPerformanceMonth;
          return (
            <rect
              key={month.month}
              x={index * (barWidth + GAP)}
              y={HEIGHT - height}
              width={barWidth}
              height={height}
              rx={2}
              className="fill-brand-600"
            >
              <title>{`${monthLabel(month.month)}: ${figure.format(value)}`}</title>
            </rect>
          );
        })}
        <line x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className="stroke-slate-300" />
      </svg>
      {first && last ? (
        <div className="mt-1 flex justify-between text-xs text-slate-600" aria-hidden="true">
          <span>{monthLabel(first.month)}</span>
          <span>{monthLabel(last.month)}</span>
        </div>
      ) : null}
      <button
        type="button"
        aria-expanded={showTable}
        aria-controls={`${id}-table`}
        aria-label={t.tableToggle(showTable, figure.label)}
        onClick={() => setShowTable((shown) => !shown)}
        className="mt-3 min-h-11 rounded-lg px-3 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {showTable ? t.hideTable : t.showTable}
      </button>
      <div id={`${id}-table`} hidden={!showTable} className="mt-2 overflow-x-auto">
        {showTable ? (
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="py-1 pr-4 font-semibold">
                  {t.month}
                </th>
                <th scope="col" className="py-1 text-right font-semibold">
                  {figure.label}
                </th>
              </tr>
            </thead>
            <tbody>
              {months.map((month) => (
                <tr key={month.month} className="border-b border-slate-100">
                  <th scope="row" className="py-1 pr-4 font-normal">
                    {monthLabel(month.month)}
                  </th>
                  <td className="py-1 text-right tabular-nums">{figure.format(month[figure.key])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </div>
    </figure>
  );
}
