import { useEffect } from 'react';
import { PasswordRecoveryFlow } from '@/features/password-recovery/components/password-recovery-flow';

export default function ForgotPasswordPage() {
  useEffect(() => {
    document.title = 'Forgot Password · HomeBid';
  }, []);
  return <PasswordRecoveryFlow />;
}
