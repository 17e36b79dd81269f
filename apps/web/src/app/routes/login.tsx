import type { TRole } from '@homebid/contracts/constants';
import { uiTexts } from '@homebid/contracts/messages';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link, useNavigate } from 'react-router';
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

export interface LoginPageProps {
  initialMethod?: LoginMethod;
  /** Whose door this is: the provider's /login unless told (the customer's /customer/login). */
  side?: TRole;
  /** Another role's title and sign-up line; the provider's Google sign-in and promises are the provider's own. */
  title?: string;
  signUp?: ReactNode;
}

/** Spec §2 Login (/login); /otp opens it on the 'Login using OTP' tab; /customer/login is it for customers. */
export default function LoginPage({ initialMethod = 'email', side = 'provider', title, signUp }: LoginPageProps) {
  const navigate = useNavigate();
  // A Google account with no HomeBid account yet starts the registration's social variant.
  const startSocialSignUp = (social: SocialSignUpData) => navigate(paths.register, { state: { social } });
  const isProvider = side === 'provider';
  return (
    <div className={`mx-auto grid gap-8 px-4 py-10 ${isProvider ? 'max-w-6xl lg:grid-cols-2' : 'max-w-xl'}`}>
      <div className="rounded-2xl bg-white p-6 shadow-sm sm:p-10">
        <h1 className="mb-6 text-2xl font-semibold">{title ?? uiTexts.loginTitle}</h1>
        <LoginTabs initialMethod={initialMethod} side={side} />
        {isProvider && <GoogleSignInButton onAccountMissing={startSocialSignUp} className="mt-6" />}
        <p className="mt-6 text-center text-sm text-slate-600">
          {signUp ?? (
            <>
              {loginTexts.newHere}{' '}
              <Link to={paths.register} className="font-semibold text-brand-700 hover:underline">
                {loginTexts.registerAsPro}
              </Link>
            </>
          )}
        </p>
      </div>
      {isProvider && (
        <Suspense fallback={promoPlaceholder}>
          <PromoSlides />
        </Suspense>
      )}
    </div>
  );
}
