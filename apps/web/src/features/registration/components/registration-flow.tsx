import type { TSessionUser } from '@homebid/contracts/auth';
import { SIGNUP_STATUS } from '@homebid/contracts/constants';
import { uiTexts } from '@homebid/contracts/messages';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { getSession, updateSessionUser } from '@/lib/session';
import { useSession } from '@/lib/use-session';
import {
  clearRegistrationDraft,
  type RegistrationDraft,
  resumeStep,
  useRegistrationDraft,
} from '../hooks/registration-draft';
import { AdditionalStep } from './additional-step';
import { BusinessStep } from './business-step';
import { PersonalStep } from './personal-step';
import { RegistrationStepper } from './registration-stepper';
import { ServicesStep } from './services-step';
import { SocialPersonalStep, type SocialSignUpData } from './social-personal-step';
import { VerificationStep } from './verification-step';

/** The header's Register button, pressed on /register, asks to restart (spec §2). */
export const RESTART_REGISTRATION_EVENT = 'homebid:restart-registration';

export interface RegistrationFlowProps {
  /** Ends the device session (the screen composes it from the auth feature). */
  signOut: () => Promise<unknown>;
  /** Shown under step 1's form: another way in (the screen's 'Continue with Google'). */
  socialSignIn?: ReactNode;
}

/** The five-step registration, resumed from the stored draft and the account's signup_status. */
export function RegistrationFlow({ signOut, socialSignIn }: RegistrationFlowProps) {
  const session = useSession();
  const draft = useRegistrationDraft();
  const location = useLocation();
  const navigate = useNavigate();
  const social = (location.state as { social?: SocialSignUpData } | null)?.social;
  const step = resumeStep(draft, session?.user.signup_status ?? null);
  // Restarting remounts every step form, so nothing typed survives it.
  const [generation, setGeneration] = useState(0);
  const [isRestartOpen, setIsRestartOpen] = useState(false);
  const [isRestarting, setIsRestarting] = useState(false);

  const isMidFlow = step > 1 || hasTypedSomething(draft) || Boolean(social);
  useEffect(() => {
    const onRestartRequest = () => {
      if (isMidFlow) setIsRestartOpen(true);
    };
    window.addEventListener(RESTART_REGISTRATION_EVENT, onRestartRequest);
    return () => window.removeEventListener(RESTART_REGISTRATION_EVENT, onRestartRequest);
  }, [isMidFlow]);

  const restart = async () => {
    setIsRestarting(true);
    try {
      if (getSession()) await signOut().catch(() => undefined);
      clearRegistrationDraft();
      navigate(paths.register, { replace: true, state: null });
      setGeneration((g) => g + 1);
    } finally {
      setIsRestarting(false);
      setIsRestartOpen(false);
    }
  };

  // The additional step completes the account and goes to the dashboard, not to spec §4's /become-pro:
  // a new provider lands on its leads, and the header's Become a Pro offers Pro+ from there. The guest
  // guard sends a completed account to the page named in the location's `from`, so the completed user
  // is stored only once that location is the one rendered here (router updates are transitions).
  const [completedUser, setCompletedUser] = useState<TSessionUser | null>(null);
  const from = (location.state as { from?: string } | null)?.from;
  useEffect(() => {
    if (!completedUser || from !== paths.dashboard) return;
    const current = getSession();
    if (current) updateSessionUser({ ...current.user, ...completedUser, signup_status: SIGNUP_STATUS.completed });
    clearRegistrationDraft();
  }, [completedUser, from]);
  const onCompleted = (user: TSessionUser) => {
    setCompletedUser(user);
    navigate(paths.register, { replace: true, state: { from: paths.dashboard } });
  };

  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-10">
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold">Register as a Pro</h1>
        <p className="text-sm text-slate-600">
          Already registered?{' '}
          <Link to={paths.login} className="font-semibold text-brand-700 hover:underline">
            Login
          </Link>
        </p>
      </div>
      <RegistrationStepper step={step} />
      <div key={generation} className="mt-8 rounded-2xl bg-white p-5 shadow-sm sm:p-8">
        {step === 1 && (social ? <SocialPersonalStep social={social} /> : <PersonalStep alternative={socialSignIn} />)}
        {step === 2 && draft.pending && <VerificationStep pending={draft.pending} />}
        {step === 2 && !draft.pending && <MissingVerification onRestart={restart} isRestarting={isRestarting} />}
        {step === 3 && <BusinessStep />}
        {step === 4 && draft.business && <ServicesStep business={draft.business} />}
        {step === 5 && <AdditionalStep onCompleted={onCompleted} />}
      </div>
      <ConfirmDialog
        isOpen={isRestartOpen}
        title={uiTexts.restartRegistration}
        onConfirm={restart}
        onCancel={() => setIsRestartOpen(false)}
        isConfirming={isRestarting}
      />
    </div>
  );
}

function hasTypedSomething(draft: RegistrationDraft) {
  const personal = draft.personal;
  return Boolean(personal && (personal.name || personal.email || personal.mobile_number));
}

function MissingVerification({ onRestart, isRestarting }: { onRestart: () => void; isRestarting: boolean }) {
  return (
    <div className="space-y-4">
      <h2 className="text-xl font-semibold">Verify your mobile number</h2>
      <p className="text-sm text-slate-600">
        This registration was started on another device or browser, so its verification code cannot be checked here.
        Start again with the same email to get a new code.
      </p>
      <Button onClick={onRestart} isLoading={isRestarting}>
        Start again
      </Button>
    </div>
  );
}
