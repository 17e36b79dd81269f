import { uiTexts } from '@homebid/contracts/messages';
import { pages } from '@homebid/contracts/routes';
import { lazy, Suspense } from 'react';
import { Link, useMatch, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { GoogleSignInButton } from '@/features/auth/components/google-sign-in-button';
import { type LoginMethod, LoginTabs } from '@/features/auth/components/login-tabs';
import { loginTexts } from '@/features/auth/texts';
import type { SocialSignUpData } from '@/features/registration/components/social-personal-step';

// The pro's three promises beside (on a phone: below) the form come just after it has painted:
// painting the form needs neither their code nor their texts. Their box is kept meanwhile.
const PromoSlides = lazy(async () => ({
  default: (await import('@/features/auth/components/promo-slides')).PromoSlides,
}));
const promoPlaceholder = (
  <div aria-hidden="true" className="min-h-80 rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900" />
);
const linkClass = 'font-semibold text-brand-700 hover:underline';

/**
 * Spec §2 Login (/login); /otp opens it on the 'Login using OTP' tab. At /customer/login it is the
 * customer's door: both tabs sign in a customer, under its own title, with a homeowner's start
 * (post a project) instead of the pro's registration, Google sign-in and promises.
 */
export default function LoginPage({ initialMethod = 'email' }: { initialMethod?: LoginMethod }) {
  const navigate = useNavigate();
  const isCustomers = useMatch(pages.customerLogin.path) !== null;
  // A Google account with no HomeBid account yet starts the registration's social variant.
  const startSocialSignUp = (social: SocialSignUpData) => navigate(paths.register, { state: { social } });
  return (
    <div className={`mx-auto grid gap-8 px-4 py-10 ${isCustomers ? 'max-w-xl' : 'max-w-6xl lg:grid-cols-2'}`}>
      <div className="rounded-2xl bg-white p-6 shadow-sm sm:p-10">
        <h1 className="mb-6 text-2xl font-semibold">{isCustomers ? pages.customerLogin.title : uiTexts.loginTitle}</h1>
        <LoginTabs initialMethod={initialMethod} side={isCustomers ? 'customer' : 'provider'} />
        {!isCustomers && <GoogleSignInButton onAccountMissing={startSocialSignUp} className="mt-6" />}
        <p className="mt-6 text-center text-sm text-slate-600">
          {loginTexts.newHere}{' '}
          {isCustomers ? (
            <Link to={paths.hire} className={linkClass}>
              {loginTexts.postProject}
            </Link>
          ) : (
            <Link to={paths.register} className={linkClass}>
              {loginTexts.registerAsPro}
            </Link>
          )}
        </p>
      </div>
      {!isCustomers && (
        <Suspense fallback={promoPlaceholder}>
          <PromoSlides />
        </Suspense>
      )}
    </div>
  );
}
