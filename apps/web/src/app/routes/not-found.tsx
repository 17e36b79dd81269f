import { uiTexts } from '@homebid/contracts/messages';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/**
 * Spec route table: any other path shows this page "with a link to the dashboard", for everyone; a
 * signed-out visitor following it reaches /login by the dashboard's guard (and the dashboard after signing in).
 */
export default function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="text-7xl font-black text-brand-200" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-semibold">{uiTexts.pageNotFound}</h1>
      <Link
        to={paths.dashboard}
        className="mt-8 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {uiTexts.goToDashboard}
      </Link>
    </section>
  );
}
