import type { TPerformanceFigures } from '@homebid/contracts/performance';
import { FIGURES, performanceTexts as t } from '../texts';

/** The period's totals, one tile per figure. */
export function SummaryTiles({ totals }: { totals: TPerformanceFigures }) {
  return (
    <section aria-labelledby="performance-summary-title">
      <h2 id="performance-summary-title" className="text-lg font-semibold">
        {t.summaryTitle}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {FIGURES.map((figure) => (
          <div key={figure.key} className="rounded-2xl border border-slate-200 bg-white p-4">
            <dt className="text-sm text-slate-600">{figure.label}</dt>
            <dd className="mt-1 text-xl font-semibold text-slate-900" data-figure={figure.key}>
              {figure.format(totals[figure.key])}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
