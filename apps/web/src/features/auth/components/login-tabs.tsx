import { uiTexts } from '@homebid/contracts/messages';
import { useState } from 'react';
import { Tabs } from '@/components/ui/tabs';
import { OtpLoginForm } from './otp-login-form';
import { PasswordLoginForm } from './password-login-form';

export type LoginMethod = 'email' | 'otp';

const TABS = [
  { id: 'email', label: uiTexts.loginEmailTab },
  { id: 'otp', label: uiTexts.loginOtpTab },
] as const;

/** Spec §2 'Login': e-mail and password, or e-mail and a one-time code (selected first on /otp). */
export function LoginTabs({ initialMethod = 'email' }: { initialMethod?: LoginMethod }) {
  const [method, setMethod] = useState<LoginMethod>(initialMethod);
  return (
    <Tabs label="Login method" tabs={TABS} selected={method} onSelect={setMethod}>
      {method === 'email' ? <PasswordLoginForm /> : <OtpLoginForm />}
    </Tabs>
  );
}
