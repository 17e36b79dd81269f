import { uiTexts } from '@homebid/contracts/messages';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { GoogleSignInButton } from '@/features/auth/components/google-sign-in-button';
import { type LoginMethod, LoginTabs } from '@/features/auth/components/login-tabs';
import { PromoSlides } from '@/features/auth/components/promo-slides';
import type { SocialSignUpData } from '@/features/registration/components/social-personal-step';

/** Spec §2 Login (/login); /otp opens it on the 'Login using OTP' tab. */
export default function LoginPage({ initialMethod = 'email' }: { initialMethod?: LoginMethod }) {
  const navigate = useNavigate();
  // A Google account with no HomeBid account yet starts the registration's social variant.
  const startSocialSignUp = (social: SocialSignUpData) => navigate(paths.register, { state: { social } });
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-2">
      <div className="rounded-2xl bg-white p-6 shadow-sm sm:p-10">
        <h1 className="mb-6 text-2xl font-semibold">{uiTexts.loginTitle}</h1>
        <LoginTabs initialMethod={initialMethod} />
        <GoogleSignInButton onAccountMissing={startSocialSignUp} className="mt-6" />
        <p className="mt-6 text-center text-sm text-slate-600">
          New to HomeBid?{' '}
          <Link to={paths.register} className="font-semibold text-brand-700 hover:underline">
            Register as a Pro
          </Link>
        </p>
      </div>
      <PromoSlides />
    </div>
  );
}
