import type { TCustomerProject } from '@homebid/contracts/projects';
import { customerProjectTexts as t } from '../texts';

/** Once hired: the pro's phone and e-mail (the server sends them only then). */
export function HiredProContact({ pro }: { pro: NonNullable<TCustomerProject['hired_pro']> }) {
  return (
    <section
      aria-labelledby="hired-pro"
      className="space-y-2 rounded-2xl border border-emerald-200 bg-white p-4 sm:p-5"
    >
      <h2 id="hired-pro" className="text-base font-semibold text-slate-900">
        {t.hiredPro}
      </h2>
      <p className="font-semibold text-slate-900">{pro.company_name}</p>
      <p className="text-sm text-slate-700">{pro.name}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">{t.phone}</dt>
        <dd className="break-words">
          {pro.phone ? (
            <a href={`tel:${pro.phone}`} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
              {pro.phone}
            </a>
          ) : (
            t.noPhone
          )}
        </dd>
        <dt className="text-slate-600">{t.email}</dt>
        <dd className="break-all">
          <a href={`mailto:${pro.email}`} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            {pro.email}
          </a>
        </dd>
      </dl>
    </section>
  );
}
