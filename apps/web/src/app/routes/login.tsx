import { uiTexts } from '@homebid/contracts/messages';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PasswordLoginForm } from '@/features/auth/components/password-login-form';
import { PromoSlides } from '@/features/auth/components/promo-slides';

export default function LoginPage() {
  useEffect(() => {
    document.title = 'Login · HomeBid for Pros';
  }, []);
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-2">
      <div className="rounded-2xl bg-white p-6 shadow-sm sm:p-10">
        <h1 className="text-2xl font-semibold">{uiTexts.loginTitle}</h1>
        <p className="mt-1 mb-6 text-sm font-medium text-brand-700">{uiTexts.loginEmailTab}</p>
        <PasswordLoginForm />
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
