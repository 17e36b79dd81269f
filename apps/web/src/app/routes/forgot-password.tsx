import { pages } from '@homebid/contracts/routes';
import { useMatch } from 'react-router';
import { PasswordRecoveryFlow } from '@/features/password-recovery/components/password-recovery-flow';

/** Spec §2 Forgot password; at /customer/forgot-password the same flow recovers a customer's account. */
export default function ForgotPasswordPage() {
  const isCustomers = useMatch(pages.customerForgotPassword.path) !== null;
  return <PasswordRecoveryFlow side={isCustomers ? 'customer' : 'provider'} />;
}
