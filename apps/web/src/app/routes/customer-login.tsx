import { pages } from '@homebid/contracts/routes';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { loginTexts as t } from '@/features/auth/texts';
import LoginPage from './login';

/**
 * /customer/login, the provider's login page (both tabs: password, e-mail code) for the
 * customer's role; a homeowner without an account starts by posting a project.
 */
export default function CustomerLoginPage() {
  return (
    <LoginPage
      side="customer"
      title={pages.customerLogin.title}
      signUp={
        <>
          {t.newHere}{' '}
          <Link to={paths.hire} className="font-semibold text-brand-700 hover:underline">
            {t.postProject}
          </Link>
        </>
      }
    />
  );
}
