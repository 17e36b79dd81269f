import { Link } from 'react-router';
import { LoadFailure } from '@/components/errors/load-failure';
import { paths } from '@/config/paths';
import { useSavedSearches } from '@/features/saved-searches/api/get-saved-searches';
import { SavedSearchItem } from '@/features/saved-searches/components/saved-search-item';
import { savedSearchTexts as t } from '@/features/saved-searches/texts';
import { answerMessageOr } from '@/lib/api-client';

const LINK =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800';

/** /saved-searches: the provider's saved searches with rename, channels and delete. */
export default function SavedSearchesPage() {
  const searches = useSavedSearches();
  const data = searches.data;

  let content: React.ReactNode;
  if (searches.isError) {
    content = (
      <LoadFailure message={answerMessageOr(searches.error, t.listFailed)} onRetry={() => void searches.refetch()} />
    );
  } else if (!data) {
    content = (
      <div role="status" aria-label={t.loading} className="space-y-3">
        {[0, 1].map((i) => (
          <div key={i} className="h-28 animate-pulse rounded-2xl bg-slate-200" />
        ))}
      </div>
    );
  } else if (data.saved_searches.length === 0) {
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
      <ul aria-label={t.pageTitle} className="space-y-3">
        {data.saved_searches.map((savedSearch) => (
          <li key={savedSearch.id}>
            <SavedSearchItem savedSearch={savedSearch} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="saved-searches-title" className="mx-auto max-w-3xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="saved-searches-title" className="text-2xl font-semibold">
            {t.pageTitle}
          </h1>
          <p className="mt-1 text-slate-600">{t.pageIntro}</p>
        </div>
        {data && data.saved_searches.length > 0 && (
          <p className="text-sm font-medium text-slate-600">{t.count(data.saved_searches.length, data.max)}</p>
        )}
      </div>
      {content}
    </section>
  );
}
