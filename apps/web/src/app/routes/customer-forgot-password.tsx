import { PasswordRecoveryFlow } from '@/features/password-recovery/components/password-recovery-flow';

/** /customer/forgot-password: the provider's Forgot Password flow for the customer's account (user_type 1). */
export default function CustomerForgotPasswordPage() {
  return <PasswordRecoveryFlow side="customer" />;
}
