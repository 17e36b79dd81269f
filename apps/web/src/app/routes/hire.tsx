import { pages, pageUrl } from '@homebid/contracts/routes';
import { Link, useNavigate } from 'react-router';
import { StartForm } from '@/features/hire/components/start-form';
import { useHireDraft } from '@/features/hire/hooks/hire-draft';
import { hireTexts as t } from '@/features/hire/texts';

/** /hire: "Get bids from local pros": a service and a zip code, then Continue to /hire/new. */
export default function HirePage() {
  const navigate = useNavigate();
  const draft = useHireDraft();
  const hasDraft = Boolean(draft.service && draft.step);
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <div className="rounded-2xl bg-white p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-semibold sm:text-3xl">{t.startTitle}</h1>
        <p className="mt-2 text-slate-700">{t.startIntro}</p>
        {hasDraft && draft.service && (
          <p className="mt-4 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
            {t.draftWaiting(draft.service.sub_type_name)}{' '}
            <Link to={pages.hireNew.path} className="font-semibold underline">
              {t.resumeDraft}
            </Link>
          </p>
        )}
        <div className="mt-6">
          <StartForm
            onContinue={(service, zipcode) =>
              navigate(
                `${pageUrl('hireNew', {})}?${new URLSearchParams({ sub_type: String(service.project_sub_type_id), zip: zipcode })}`,
              )
            }
          />
        </div>
      </div>
    </div>
  );
}
