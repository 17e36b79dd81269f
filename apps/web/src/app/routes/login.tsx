import type { TRole } from '@homebid/contracts/constants';
import { uiTexts } from '@homebid/contracts/messages';
import { pages } from '@homebid/contracts/routes';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { GoogleSignInButton } from '@/features/auth/components/google-sign-in-button';
import { type LoginMethod, LoginTabs } from '@/features/auth/components/login-tabs';
import { PromoSlides } from '@/features/auth/components/promo-slides';
import { customerLoginTexts } from '@/features/auth/texts';
import type { SocialSignUpData } from '@/features/registration/components/social-personal-step';

const linkClass = 'font-semibold text-brand-700 hover:underline';

/**
 * Spec §2 Login (/login); /otp opens it on the 'Login using OTP' tab; /customer/login is the same
 * page for the customer's role (issue 18): its own title and sign-up link, without the pro's
 * Google sign-in and promises.
 */
export default function LoginPage({ initialMethod = 'email', role = 'provider' }: { initialMethod?: LoginMethod; role?: TRole }) {
  const navigate = useNavigate();
  // A Google account with no HomeBid account yet starts the registration's social variant.
  const startSocialSignUp = (social: SocialSignUpData) => navigate(paths.register, { state: { social } });
  const isCustomer = role === 'customer';
  return (
    <div className={`mx-auto grid gap-8 px-4 py-10 ${isCustomer ? 'max-w-xl' : 'max-w-6xl lg:grid-cols-2'}`}>
      <div className="rounded-2xl bg-white p-6 shadow-sm sm:p-10">
        <h1 className="mb-6 text-2xl font-semibold">{isCustomer ? pages.customerLogin.title : uiTexts.loginTitle}</h1>
        <LoginTabs initialMethod={initialMethod} role={role} />
        {!isCustomer && <GoogleSignInButton onAccountMissing={startSocialSignUp} className="mt-6" />}
        <p className="mt-6 text-center text-sm text-slate-600">
          {isCustomer ? (
            <>
              {customerLoginTexts.newHere}{' '}
              <Link to={paths.hire} className={linkClass}>
                {customerLoginTexts.postProject}
              </Link>
            </>
          ) : (
            <>
              New to HomeBid?{' '}
              <Link to={paths.register} className={linkClass}>
                Register as a Pro
              </Link>
            </>
          )}
        </p>
      </div>
      {!isCustomer && <PromoSlides />}
    </div>
  );
}
