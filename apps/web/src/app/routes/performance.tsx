import { Link } from 'react-router';
import { LoadFailure } from '@/components/errors/load-failure';
import { paths } from '@/config/paths';
import { PERFORMANCE_MONTHS, usePerformance } from '@/features/performance/api/get-performance';
import { FigureChart } from '@/features/performance/components/figure-chart';
import { ServicesTable } from '@/features/performance/components/services-table';
import { SummaryTiles } from '@/features/performance/components/summary-tiles';
import { FIGURES, performanceTexts as t } from '@/features/performance/texts';
import { answerMessageOr } from '@/lib/api-client';

const LINK =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800';

/** /performance: what the provider's money spent on leads earns, per month and per service. */
export default function PerformancePage() {
  const performance = usePerformance();
  const data = performance.data;

  let content: React.ReactNode;
  if (performance.isError) {
    content = (
      <LoadFailure
        message={answerMessageOr(performance.error, t.loadFailed)}
        onRetry={() => void performance.refetch()}
      />
    );
  } else if (!data) {
    content = (
      <div role="status" aria-label={t.loading} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {FIGURES.map((figure) => (
          <div key={figure.key} className="h-20 animate-pulse rounded-2xl bg-slate-200" />
        ))}
      </div>
    );
  } else if (data.totals.leads_bought === 0 && data.totals.bids === 0 && data.services.length === 0) {
    content = (
      <div className="mx-auto max-w-xl rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
        <p className="text-lg font-semibold text-slate-900">{t.emptyTitle}</p>
        <p className="mt-2 text-slate-600">{t.emptyText}</p>
        <Link to={paths.projects('all', 1)} className={`mt-5 ${LINK}`}>
          {t.browseProjects}
        </Link>
      </div>
    );
  } else {
    content = (
      <div className="space-y-8">
        <SummaryTiles totals={data.totals} />
        <section aria-labelledby="performance-charts-title">
          <h2 id="performance-charts-title" className="text-lg font-semibold">
            {t.chartsTitle}
          </h2>
          <div className="mt-3 grid items-start gap-3 md:grid-cols-2">
            {FIGURES.map((figure) => (
              <FigureChart key={figure.key} figure={figure} months={data.months} />
            ))}
          </div>
        </section>
        <ServicesTable services={data.services} />
      </div>
    );
  }

  return (
    <section aria-labelledby="performance-title" className="mx-auto max-w-5xl space-y-6">
      <div>
        <h1 id="performance-title" className="text-2xl font-semibold">
          {t.pageTitle}
        </h1>
        <p className="mt-1 text-slate-600">{t.pageIntro(PERFORMANCE_MONTHS)}</p>
      </div>
      {content}
    </section>
  );
}
