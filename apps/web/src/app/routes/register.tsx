import { useNavigate } from 'react-router';
import { useReferralList } from '@/api/get-referral-list';
import { useServiceList } from '@/api/get-service-list';
import { paths } from '@/config/paths';
import { useSignOut } from '@/features/auth/api/sign-out';
import { GoogleSignInButton } from '@/features/auth/components/google-sign-in-button';
import { RegistrationFlow } from '@/features/registration/components/registration-flow';
import type { SocialSignUpData } from '@/features/registration/components/social-personal-step';

export default function RegisterPage() {
  const navigate = useNavigate();
  // Spec §2: entering the registration loads the service types and the referral list.
  useServiceList();
  useReferralList();
  const signOut = useSignOut();
  // A Google account with no HomeBid account yet switches step 1 to its social variant.
  const startSocialSignUp = (social: SocialSignUpData) =>
    navigate(paths.register, { replace: true, state: { social } });
  return (
    <RegistrationFlow
      signOut={() => signOut.mutateAsync()}
      socialSignIn={<GoogleSignInButton onAccountMissing={startSocialSignUp} className="mt-6" />}
    />
  );
}
