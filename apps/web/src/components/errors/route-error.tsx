import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '@/config/paths';

/** A screen that failed to load or render: offer a reload (a new deploy may have replaced its chunk). */
export function RouteError() {
  const error = useRouteError();
  const isChunkError =
    error instanceof Error && /dynamically imported module|Importing a module script/i.test(error.message);
  const message = isRouteErrorResponse(error)
    ? error.statusText
    : isChunkError
      ? 'A new version of HomeBid is available.'
      : 'Something went wrong while showing this page.';
  return (
    <div role="alert" className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{message}</h1>
      <p className="mt-2 text-slate-600">Reload the page to try again.</p>
      <div className="mt-6 flex justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          Reload
        </button>
        <Link to={paths.dashboard} className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold">
          Go to dashboard
        </Link>
      </div>
    </div>
  );
}
