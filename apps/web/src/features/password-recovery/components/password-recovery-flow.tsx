import {
  ZEmailOnlyRequest,
  ZUpdateUserPasswordRequest,
  ZValidatePasswordOtpRequest,
} from '@homebid/contracts/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/email-field';
import { OtpField } from '@/components/ui/otp-field';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useUpdateUserPassword } from '../api/update-user-password';
import { useValidatePasswordOtp } from '../api/validate-password-otp';

type RecoveryStep = 0 | 1 | 2;
const STEP_TITLES = ['Forgot Password', 'Enter the OTP', 'Set a new password'] as const;

/** Spec §2 'Forgot password': 0 e-mail, 1 OTP, 2 new password; success goes to /login. */
export function PasswordRecoveryFlow() {
  const [step, setStep] = useState<RecoveryStep>(0);
  const [email, setEmail] = useState('');
  // The verified code goes with the new password; it lives only in this component's state.
  const [otp, setOtp] = useState('');

  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <div className="rounded-2xl bg-white p-6 shadow-sm sm:p-8">
        <p className="text-sm text-slate-500">Step {step + 1} of 3</p>
        <h1 className="mt-1 text-2xl font-semibold">{STEP_TITLES[step]}</h1>
        <div className="mt-6">
          {step === 0 && (
            <EmailStep
              defaultEmail={email}
              onSent={(address) => {
                setEmail(address);
                setStep(1);
              }}
            />
          )}
          {step === 1 && (
            <OtpStep
              email={email}
              onVerified={(code) => {
                setOtp(code);
                setStep(2);
              }}
              onChangeEmail={() => {
                setOtp('');
                setStep(0);
              }}
            />
          )}
          {step === 2 && <NewPasswordStep email={email} otp={otp} />}
        </div>
        <p className="mt-6 text-center text-sm text-slate-600">
          Remembered it?{' '}
          <Link to={paths.login} className="font-semibold text-brand-700 hover:underline">
            Login
          </Link>
        </p>
      </div>
    </div>
  );
}

const ZEmailStep = ZEmailOnlyRequest.pick({ email: true });

function EmailStep({ defaultEmail, onSent }: { defaultEmail: string; onSent: (email: string) => void }) {
  const request = useRequestPasswordReset();
  const form = useForm({ resolver: zodResolver(ZEmailStep), defaultValues: { email: defaultEmail } });
  const onSubmit = form.handleSubmit(({ email }) => {
    request.mutate(
      { email },
      {
        onSuccess: (message) => {
          if (message) notify.success(message);
          onSent(email);
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
  email,
  onVerified,
  onChangeEmail,
}: {
  email: string;
  onVerified: (otp: string) => void;
  onChangeEmail: () => void;
}) {
  const validate = useValidatePasswordOtp();
  const resend = useRequestPasswordReset();
  const [resendNote, setResendNote] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(ZOtpStep), defaultValues: { otp: '' } });
  const onSubmit = form.handleSubmit(({ otp }) => {
    setResendNote(null);
    resend.reset();
    validate.mutate({ email, otp }, { onSuccess: () => onVerified(otp) });
  });
  const onResend = () => {
    setResendNote(null);
    validate.reset();
    resend.mutate({ email }, { onSuccess: (message) => setResendNote(message) });
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
        resend={{ onClick: onResend, isPending: resend.isPending }}
        {...form.register('otp')}
      />
      <Button type="submit" className="w-full" isLoading={validate.isPending}>
        Verify
      </Button>
    </form>
  );
}

function NewPasswordStep({ email, otp }: { email: string; otp: string }) {
  const navigate = useNavigate();
  const update = useUpdateUserPassword();
  const form = useForm({
    resolver: zodResolver(ZUpdateUserPasswordRequest),
    defaultValues: { email, otp, password: '', password_confirmation: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => {
    update.mutate(values, {
      onSuccess: (message) => {
        notify.success(message);
        navigate(paths.login, { replace: true });
      },
    });
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
