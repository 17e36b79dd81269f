import type { TPerformanceService } from '@homebid/contracts/performance';
import { FIGURES, performanceTexts as t } from '../texts';

/** The period's figures per service, one row each; scrolls sideways on a phone. */
export function ServicesTable({ services }: { services: TPerformanceService[] }) {
  return (
    <div>
      <h2 id="performance-services-title" className="text-lg font-semibold">
        {t.servicesTitle}
      </h2>
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        aria-labelledby="performance-services-title"
        className="mt-3 overflow-x-auto rounded-2xl border border-slate-200 bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        <table className="w-full min-w-[56rem] text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="px-3 py-2 font-semibold">
                {t.service}
              </th>
              {FIGURES.map((figure) => (
                <th key={figure.key} scope="col" className="px-3 py-2 text-right font-semibold">
                  {figure.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {services.map((service) => (
              <tr key={service.sub_type_id} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="px-3 py-2 font-medium">
                  {service.name}
                </th>
                {FIGURES.map((figure) => (
                  <td key={figure.key} className="px-3 py-2 text-right tabular-nums">
                    {figure.format(service[figure.key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
