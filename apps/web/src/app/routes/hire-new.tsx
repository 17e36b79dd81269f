import { pageUrl } from '@homebid/contracts/routes';
import { useCallback } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { HireWizard } from '@/features/hire/components/hire-wizard';
import { useLinkedService } from '@/features/hire/hooks/use-linked-service';
import { hireTexts as t } from '@/features/hire/texts';

/**
 * /hire/new: the chosen service's questions, the job, photos and videos, the account,
 * then Post project; open to anyone until the account step. The draft survives a reload.
 */
export default function HireNewPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const dropLink = useCallback(() => setParams({}, { replace: true }), [setParams]);
  const linked = useLinkedService(params.get('sub_type'), params.get('zip'), dropLink);

  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <div className="rounded-2xl bg-white p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-semibold">{t.newTitle}</h1>
        {linked.status === 'loading' ? (
          <Spinner />
        ) : linked.status === 'missing' ? (
          <p className="mt-4 text-slate-700">
            {t.noService}{' '}
            <Link to={paths.hire} className="font-semibold text-brand-700 underline">
              {t.chooseService}
            </Link>
          </p>
        ) : (
          <>
            <p className="mt-1 mb-6 text-sm text-slate-700">
              {t.serviceChosen(linked.service.sub_type_name, linked.service.type_title)}{' '}
              <Link
                to={paths.hire}
                aria-label={`${t.changeService}: ${t.chooseService}`}
                className="ml-1 font-semibold text-brand-700 underline"
              >
                {t.changeService}
              </Link>
            </p>
            <HireWizard
              service={linked.service}
              onLeave={() => navigate(paths.hire)}
              onPosted={(posted) => {
                notify.success(posted.message);
                navigate(pageUrl('customerProject', { id: posted.project.id }), { replace: true });
              }}
            />
          </>
        )}
      </div>
    </div>
  );
}
