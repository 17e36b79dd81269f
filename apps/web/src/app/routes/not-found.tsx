import { SIGNUP_STATUS } from '@homebid/contracts/constants';
import { uiTexts } from '@homebid/contracts/messages';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/use-session';

/** Where a lost visitor can go: the dashboard when it is theirs, else login or their registration. */
function useWayBack() {
  const session = useSession();
  if (!session) return { to: paths.login, label: uiTexts.goToLogin };
  if (session.user.signup_status !== SIGNUP_STATUS.completed) {
    return { to: paths.register, label: uiTexts.continueRegistration };
  }
  return { to: paths.dashboard, label: uiTexts.goToDashboard };
}

export default function NotFoundPage() {
  const wayBack = useWayBack();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="text-7xl font-black text-brand-200" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-semibold">{uiTexts.pageNotFound}</h1>
      <Link
        to={wayBack.to}
        className="mt-8 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {wayBack.label}
      </Link>
    </section>
  );
}
