import type { TPublicProProfile } from '@homebid/contracts/pros';
import { prosTexts } from '../texts';

const section = 'rounded-2xl border border-slate-200 bg-white p-5 sm:p-6';

/** The services a pro offers, by type. */
export function ProServices({ services }: Pick<TPublicProProfile, 'services'>) {
  if (services.length === 0) return null;
  return (
    <section aria-labelledby="pro-services" className={section}>
      <h2 id="pro-services" className="text-lg font-semibold">
        {prosTexts.services}
      </h2>
      <dl className="mt-3 space-y-3">
        {services.map((service) => (
          <div key={service.project_type}>
            <dt className="font-medium text-slate-900">{service.project_type}</dt>
            <dd className="mt-1 flex flex-wrap gap-2">
              {service.project_sub_types.map((name) => (
                <span key={name} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-700">
                  {name}
                </span>
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The cities a pro serves, each with its radius. */
export function ProAreas({ areas }: Pick<TPublicProProfile, 'areas'>) {
  if (areas.length === 0) return null;
  return (
    <section aria-labelledby="pro-areas" className={section}>
      <h2 id="pro-areas" className="text-lg font-semibold">
        {prosTexts.areas}
      </h2>
      <ul className="mt-3 space-y-1 text-slate-700">
        {areas.map((area) => (
          <li key={`${area.city}-${area.state}`}>
            <span className="font-medium text-slate-900">
              {area.city}, {area.state}
            </span>{' '}
            <span className="text-sm text-slate-600">{prosTexts.areaRadius(area.radius_miles)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
