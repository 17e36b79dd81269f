import { accountMessages, ZCustomerSignUpRequest, ZValidateUserRequest } from '@homebid/contracts/accounts';
import { ZSignInRequest } from '@homebid/contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { EmailField } from '@/components/ui/email-field';
import { formatMobileNumber, MobileNumberField } from '@/components/ui/mobile-number-field';
import { OtpField } from '@/components/ui/otp-field';
import { PersonNameField } from '@/components/ui/person-name-field';
import { Tabs } from '@/components/ui/tabs';
import { TextField } from '@/components/ui/text-field';
import { useResendCountdown } from '@/hooks/use-resend-countdown';
import { answerMessageOr } from '@/lib/api-client';
import { useResendSignUpCode } from '../api/resend-sign-up-code';
import { type CustomerSignInInput, useSignInCustomer } from '../api/sign-in-customer';
import { type CustomerSignUpInput, useSignUpCustomer } from '../api/sign-up-customer';
import { useVerifyCustomer } from '../api/verify-customer';
import { type DraftAccount, type PendingSignUp, updateHireDraft, useHireDraft } from '../hooks/hire-draft';
import { hireTexts as t } from '../texts';
import { StepNav } from './step-nav';

const ZSignIn = ZSignInRequest.pick({ email: true, password: true });
const ZCode = ZValidateUserRequest.pick({ otp: true });

const updateAccount = (change: Partial<DraftAccount>) =>
  updateHireDraft((draft) => ({ account: { ...draft.account, ...change } }));

function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
      {message}
    </p>
  );
}

/** Sign up: name, e-mail, mobile and password; a code is texted to the mobile. Never keeps the password. */
function SignUpForm({ onBack }: { onBack?: () => void }) {
  const { account } = useHireDraft();
  const signUp = useSignUpCustomer();
  const form = useForm<CustomerSignUpInput>({
    resolver: zodResolver(ZCustomerSignUpRequest) as never,
    defaultValues: { name: account.name, email: account.email, mobile_number: account.mobile_number, password: '' },
  });
  const { errors } = form.formState;

  useEffect(() => {
    const subscription = form.watch(({ name = '', email = '', mobile_number = '' }) =>
      updateAccount({ name, email, mobile_number }),
    );
    return () => subscription.unsubscribe();
  }, [form]);

  const onSubmit = form.handleSubmit((values) => {
    signUp.mutate(values, {
      onSuccess: (started) => {
        const pending: PendingSignUp = {
          confirmation_token: started.confirmation_token,
          user_id: started.user_id,
          email: started.email,
          mobile_number: started.mobile_number,
          resend_at: Date.now() + (started.resendAfterSeconds ?? 0) * 1000,
        };
        updateAccount({ pending });
      },
      onError: (error) => {
        // An e-mail or mobile number already registered is said on its own field.
        if (error.message === accountMessages.emailTaken) form.setError('email', { message: error.message });
        else if (error.message === accountMessages.mobileTaken) {
          form.setError('mobile_number', { message: error.message });
        }
      },
    });
  });
  const shownOnField =
    signUp.error?.message === accountMessages.emailTaken || signUp.error?.message === accountMessages.mobileTaken;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <PersonNameField
        label={t.nameLabel}
        autoComplete="name"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <EmailField label={t.emailLabel} error={errors.email?.message} {...form.register('email')} />
      <MobileNumberField
        label={t.mobileLabel}
        hint={t.mobileHint}
        error={errors.mobile_number?.message}
        {...form.register('mobile_number')}
      />
      <TextField
        label={t.passwordLabel}
        type="password"
        autoComplete="new-password"
        hint={t.passwordRule}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <FormAlert message={signUp.error && !shownOnField ? signUp.error.message : null} />
      <StepNav onBack={onBack} nextLabel={t.signUp} isLoading={signUp.isPending} />
    </form>
  );
}

/** The 6-digit code texted to the mobile; Resend waits out the server's pause (kept across a reload). */
function VerifyForm({ pending, onDone }: { pending: PendingSignUp; onDone: () => void }) {
  const verify = useVerifyCustomer();
  const resend = useResendSignUpCode();
  const countdown = useResendCountdown();
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const form = useForm({ resolver: zodResolver(ZCode), defaultValues: { otp: '' } });

  // The pause the sign-up's answer named, counted from when it was sent (a reload keeps it).
  const { codeSent } = countdown;
  useEffect(() => {
    const seconds = Math.ceil((pending.resend_at - Date.now()) / 1000);
    if (seconds > 0) codeSent({ resendAfterSeconds: seconds });
  }, [pending.resend_at, codeSent]);

  const onSubmit = form.handleSubmit(({ otp }) => {
    setNotice(null);
    verify.mutate(
      { confirmation_token: pending.confirmation_token, otp },
      {
        onSuccess: () => {
          updateAccount({ pending: undefined });
          onDone();
        },
        onError: (error) => setNotice({ kind: 'error', text: error.message }),
      },
    );
  });

  const onResend = () => {
    setNotice(null);
    resend.mutate(pending.confirmation_token, {
      onSuccess: (sent) => {
        countdown.codeSent(sent);
        if (sent.resendAfterSeconds !== null) {
          updateAccount({ pending: { ...pending, resend_at: Date.now() + sent.resendAfterSeconds * 1000 } });
        }
        setNotice({ kind: 'success', text: sent.message || accountMessages.otpSent });
      },
      onError: (error) => {
        countdown.sendFailed(error);
        setNotice({ kind: 'error', text: answerMessageOr(error, accountMessages.resendFailed) });
      },
    });
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <h3 className="text-base font-semibold">{t.verifyTitle}</h3>
      <p className="text-sm text-slate-700">{t.verifyIntro(formatMobileNumber(pending.mobile_number))}</p>
      <OtpField
        label={t.codeLabel}
        autoFocus
        error={form.formState.errors.otp?.message ?? (notice?.kind === 'error' ? notice.text : undefined)}
        notice={notice?.kind === 'success' ? notice.text : null}
        edit={{ label: t.changeDetails, onClick: () => updateAccount({ pending: undefined }) }}
        resend={{ onClick: onResend, isPending: resend.isPending, secondsLeft: countdown.secondsLeft }}
        {...form.register('otp')}
      />
      <StepNav nextLabel={t.verify} isLoading={verify.isPending} />
    </form>
  );
}

/** Sign in by password as a customer; the server's refusal (a pro account's door message too) shows as it is. */
function SignInForm({ onBack, onDone }: { onBack?: () => void; onDone: () => void }) {
  const { account } = useHireDraft();
  const signIn = useSignInCustomer();
  const form = useForm<CustomerSignInInput>({
    resolver: zodResolver(ZSignIn) as never,
    defaultValues: { email: account.email, password: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => signIn.mutate(values, { onSuccess: () => onDone() }));
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <EmailField label={t.emailLabel} error={errors.email?.message} {...form.register('email')} />
      <TextField
        label={t.passwordLabel}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <FormAlert message={signIn.error?.message} />
      <StepNav onBack={onBack} nextLabel={t.signIn} isLoading={signIn.isPending} />
    </form>
  );
}

export interface AccountStepProps {
  /** A session of another role (a pro) is open on this device. */
  isOtherRole: boolean;
  onBack?: () => void;
  /** Signed in as a customer: the draft moves on to posting. */
  onDone: () => void;
}

/** The account step: sign up (with the texted code) or sign in, unless a customer is signed in already. */
export function AccountStep({ isOtherRole, onBack, onDone }: AccountStepProps) {
  const { account } = useHireDraft();
  if (account.pending) return <VerifyForm pending={account.pending} onDone={onDone} />;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{t.accountIntro}</p>
      {isOtherRole && (
        <p role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t.signedInAsPro}
        </p>
      )}
      <Tabs
        label={t.accountTabs}
        tabs={[
          { id: 'sign-up', label: t.signUpTab },
          { id: 'sign-in', label: t.signInTab },
        ]}
        selected={account.mode}
        onSelect={(mode) => updateAccount({ mode })}
      >
        <div className="pt-4">
          {account.mode === 'sign-in' ? <SignInForm onBack={onBack} onDone={onDone} /> : <SignUpForm onBack={onBack} />}
        </div>
      </Tabs>
    </div>
  );
}
