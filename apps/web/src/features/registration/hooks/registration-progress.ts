import { SIGNUP_STATUS } from '@homebid/contracts/constants';
import { useSession } from '@/lib/use-session';
import { REGISTRATION_STEPS } from '../components/registration-stepper';
import { resumeStep, useRegistrationDraft } from './registration-draft';

/**
 * Where a registration in progress stands, for the header ('Step 3 of 5: Business'), or null when
 * none is (signed out with nothing sent yet, or registered).
 */
export function useRegistrationProgress(): { step: number; of: number; label: string } | null {
  const session = useSession();
  const draft = useRegistrationDraft();
  const status = session?.user.signup_status ?? null;
  if (status === SIGNUP_STATUS.completed) return null;
  const step = resumeStep(draft, status);
  if (step === 1) return null;
  return { step, of: REGISTRATION_STEPS.length, label: REGISTRATION_STEPS[step - 1] };
}
