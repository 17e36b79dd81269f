import { PasswordRecoveryFlow } from '@/features/password-recovery/components/password-recovery-flow';

export default function ForgotPasswordPage() {
  return <PasswordRecoveryFlow />;
}
