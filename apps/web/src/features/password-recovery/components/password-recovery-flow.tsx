import { ZEmailOnlyRequest, ZNewPasswordForm, ZValidatePasswordOtpRequest } from '@homebid/contracts/accounts';
import type { TRole } from '@homebid/contracts/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/email-field';
import { OtpField } from '@/components/ui/otp-field';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/components/ui/toast';
import { loginPaths } from '@/config/paths';
import { type CodeSent, useResendCountdown } from '@/hooks/use-resend-countdown';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useUpdateUserPassword } from '../api/update-user-password';
import { useValidatePasswordOtp } from '../api/validate-password-otp';

type RecoveryStep = 0 | 1 | 2;
const STEP_TITLES = ['Forgot Password', 'Enter the OTP', 'Set a new password'] as const;

/**
 * Spec §2 'Forgot password': 0 e-mail, 1 OTP, 2 new password; success goes to the role's login.
 * The provider's at /forgot-password, the customer's at /customer/forgot-password: the code is asked
 * for the role's account (user_type), and then it names the account itself.
 */
export function PasswordRecoveryFlow({ side = 'provider' }: { side?: TRole }) {
  const [step, setStep] = useState<RecoveryStep>(0);
  const [email, setEmail] = useState('');
  // The resend pause the code's answer named: the OTP step's Resend counts it down.
  const [firstCode, setFirstCode] = useState<CodeSent | null>(null);

  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <div className="rounded-2xl bg-white p-6 shadow-sm sm:p-8">
        <p className="text-sm text-slate-500">Step {step + 1} of 3</p>
        <h1 className="mt-1 text-2xl font-semibold">{STEP_TITLES[step]}</h1>
        <div className="mt-6">
          {step === 0 && (
            <EmailStep
              side={side}
              defaultEmail={email}
              onSent={(address, sent) => {
                setEmail(address);
                setFirstCode(sent);
                setStep(1);
              }}
            />
          )}
          {step === 1 && (
            <OtpStep
              side={side}
              email={email}
              firstCode={firstCode}
              onVerified={() => setStep(2)}
              onChangeEmail={() => setStep(0)}
            />
          )}
          {step === 2 && <NewPasswordStep side={side} email={email} />}
        </div>
        <p className="mt-6 text-center text-sm text-slate-600">
          Remembered it?{' '}
          <Link to={loginPaths[side]} className="font-semibold text-brand-700 hover:underline">
            Login
          </Link>
        </p>
      </div>
    </div>
  );
}

const ZEmailStep = ZEmailOnlyRequest.pick({ email: true });

function EmailStep({
  side,
  defaultEmail,
  onSent,
}: {
  side: TRole;
  defaultEmail: string;
  onSent: (email: string, sent: CodeSent) => void;
}) {
  const request = useRequestPasswordReset(side);
  const form = useForm({ resolver: zodResolver(ZEmailStep), defaultValues: { email: defaultEmail } });
  const onSubmit = form.handleSubmit(({ email }) => {
    request.mutate(
      { email },
      {
        onSuccess: (sent) => {
          if (sent.message) notify.success(sent.message);
          onSent(email, sent);
        },
      },
    );
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="text-sm text-slate-600">Enter the email of your account and we will send you a 6-digit OTP.</p>
      <EmailField
        label="Email"
        autoFocus
        error={form.formState.errors.email?.message ?? request.error?.message}
        {...form.register('email')}
      />
      <Button type="submit" className="w-full" isLoading={request.isPending}>
        Send OTP
      </Button>
    </form>
  );
}

const ZOtpStep = ZValidatePasswordOtpRequest.pick({ otp: true });

function OtpStep({
  side,
  email,
  firstCode,
  onVerified,
  onChangeEmail,
}: {
  side: TRole;
  email: string;
  /** The answer of the request that sent the code this step opened with. */
  firstCode: CodeSent | null;
  /** The code is verified: this browser now holds the grant (an HttpOnly cookie) to set the password. */
  onVerified: () => void;
  onChangeEmail: () => void;
}) {
  const validate = useValidatePasswordOtp();
  const resend = useRequestPasswordReset(side);
  const [resendNote, setResendNote] = useState<string | null>(null);
  // Resend OTP waits out the pause after each code (this step opens right after one), or a refusal's Retry-After.
  const countdown = useResendCountdown();
  const { codeSent } = countdown;
  useEffect(() => {
    if (firstCode) codeSent(firstCode);
  }, [codeSent, firstCode]);
  const form = useForm({ resolver: zodResolver(ZOtpStep), defaultValues: { otp: '' } });
  const onSubmit = form.handleSubmit(({ otp }) => {
    setResendNote(null);
    resend.reset();
    validate.mutate({ email, otp }, { onSuccess: () => onVerified() });
  });
  const onResend = () => {
    setResendNote(null);
    validate.reset();
    resend.mutate(
      { email },
      {
        onSuccess: (sent) => {
          countdown.codeSent(sent);
          setResendNote(sent.message);
        },
        onError: (error) => countdown.sendFailed(error),
      },
    );
  };
  const serverError = validate.error?.message ?? resend.error?.message;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="text-sm text-slate-600">
        We sent a 6-digit OTP to <span className="font-semibold text-slate-900">{email}</span>.
      </p>
      <OtpField
        autoFocus
        error={form.formState.errors.otp?.message ?? serverError}
        notice={resendNote}
        edit={{ label: 'Edit email address', onClick: onChangeEmail }}
        resend={{ onClick: onResend, isPending: resend.isPending, secondsLeft: countdown.secondsLeft }}
        {...form.register('otp')}
      />
      <Button type="submit" className="w-full" isLoading={validate.isPending}>
        Verify
      </Button>
    </form>
  );
}

/** Spec §7: update_user_password takes `password, email`; the confirmation is this form's check only. */
function NewPasswordStep({ side, email }: { side: TRole; email: string }) {
  const navigate = useNavigate();
  const update = useUpdateUserPassword();
  const form = useForm({
    resolver: zodResolver(ZNewPasswordForm),
    defaultValues: { password: '', password_confirmation: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(({ password }) => {
    update.mutate(
      { email, password },
      {
        onSuccess: (message) => {
          notify.success(message);
          navigate(loginPaths[side], { replace: true });
        },
      },
    );
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        autoFocus
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={errors.password_confirmation?.message}
        {...form.register('password_confirmation')}
      />
      <Button type="submit" className="w-full" isLoading={update.isPending}>
        Reset Password
      </Button>
      {update.error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {update.error.message}
        </p>
      )}
    </form>
  );
}
