import type { TRole } from '@homebid/contracts/constants';
import { uiTexts } from '@homebid/contracts/messages';
import { lazy, Suspense, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { withQueryClient } from '@/lib/load-query-client';
import { PasswordLoginForm } from './password-login-form';

export type LoginMethod = 'email' | 'otp';

const TABS = [
  { id: 'email', label: uiTexts.loginEmailTab },
  { id: 'otp', label: uiTexts.loginOtpTab },
] as const;

// The OTP tab (react-hook-form, the contract's zod schemas, its calls' react-query hooks and so the
// QueryClient) is not needed to paint /login: it loads when the tab is chosen, or at once on /otp.
const OtpLoginForm = lazy(
  withQueryClient(() => import('./otp-login-form').then((module) => ({ default: module.OtpLoginForm }))),
);

/**
 * Spec §2 'Login': e-mail and password, or e-mail and a one-time code (selected first on /otp), as
 * `side`: the provider's /login and the customer's /customer/login share them.
 */
export function LoginTabs({ initialMethod = 'email', side }: { initialMethod?: LoginMethod; side?: TRole }) {
  const [method, setMethod] = useState<LoginMethod>(initialMethod);
  return (
    <Tabs label="Login method" tabs={TABS} selected={method} onSelect={setMethod}>
      {method === 'email' ? (
        <PasswordLoginForm side={side} />
      ) : (
        <Suspense fallback={<Spinner />}>
          <OtpLoginForm side={side} />
        </Suspense>
      )}
    </Tabs>
  );
}
