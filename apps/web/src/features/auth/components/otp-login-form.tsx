import { ZEmailOnlyRequest } from '@homebid/contracts/accounts';
import { authMessages, ZLoginWithOtpRequest } from '@homebid/contracts/auth';
import type { TRole } from '@homebid/contracts/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/email-field';
import { OtpField } from '@/components/ui/otp-field';
import { notify } from '@/components/ui/toast';
import { useResendCountdown } from '@/hooks/use-resend-countdown';
import { useRequestLoginOtp } from '../api/request-login-otp';
import { useResendLoginOtp } from '../api/resend-login-otp';
import { useSignInWithOtp } from '../api/sign-in-with-otp';
import { WrongDoorLink } from './wrong-door-link';

const ZEmailStep = ZEmailOnlyRequest.pick({ email: true });
const ZCodeStep = ZLoginWithOtpRequest.pick({ otp: true });

/** Spec §2 'Login using OTP' as `side`: step one asks for the e-mail, step two for the 6-digit code. */
export function OtpLoginForm({ side = 'provider' }: { side?: TRole }) {
  const [email, setEmail] = useState<string | null>(null);
  const requestOtp = useRequestLoginOtp(side);
  const resendOtp = useResendLoginOtp(side);
  const signIn = useSignInWithOtp(side);
  // Resend OTP waits out the pause after each code, or a refusal's Retry-After.
  const countdown = useResendCountdown();
  // The latest failure of this tab, shown under the form (spec §8: first error entry).
  const [formError, setFormError] = useState<Error | null>(null);

  const emailForm = useForm({ resolver: zodResolver(ZEmailStep), defaultValues: { email: email ?? '' } });
  const codeForm = useForm({ resolver: zodResolver(ZCodeStep), defaultValues: { otp: '' } });

  const onSubmitEmail = emailForm.handleSubmit(({ email: address }) => {
    setFormError(null);
    requestOtp.mutate(
      { email: address },
      {
        onSuccess: (sent) => {
          countdown.codeSent(sent);
          codeForm.reset({ otp: '' });
          setEmail(address);
        },
        onError: (error) => setFormError(error),
      },
    );
  });

  const onSubmitCode = codeForm.handleSubmit(({ otp }) => {
    if (!email) return;
    setFormError(null);
    // A successful sign-in stores the session; the guest guard then routes by signup_status.
    signIn.mutate({ email, otp }, { onError: (error) => setFormError(error) });
  });

  const onResend = () => {
    if (!email) return;
    setFormError(null);
    resendOtp.mutate(
      { email },
      {
        onSuccess: (sent) => {
          countdown.codeSent(sent);
          notify.success(authMessages.otpSentBoth);
        },
        onError: (error) => {
          countdown.sendFailed(error);
          setFormError(error);
        },
      },
    );
  };

  const onEditEmail = () => {
    setFormError(null);
    emailForm.reset({ email: email ?? '' });
    setEmail(null);
  };

  const errorBox = formError && (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
      {formError.message}
      <WrongDoorLink error={formError} side={side} />
    </p>
  );

  if (!email) {
    return (
      <form noValidate onSubmit={onSubmitEmail} className="space-y-4">
        <EmailField label="Email" error={emailForm.formState.errors.email?.message} {...emailForm.register('email')} />
        <Button type="submit" className="w-full" isLoading={requestOtp.isPending}>
          Submit
        </Button>
        {errorBox}
      </form>
    );
  }

  return (
    <form noValidate onSubmit={onSubmitCode} className="space-y-4">
      <p className="text-sm text-slate-600">
        We sent a 6-digit code to <span className="font-semibold text-slate-900">{email}</span> and to your mobile
        number.
      </p>
      <OtpField
        autoFocus
        error={codeForm.formState.errors.otp?.message}
        edit={{ label: 'Edit email address', onClick: onEditEmail }}
        resend={{ onClick: onResend, isPending: resendOtp.isPending, secondsLeft: countdown.secondsLeft }}
        {...codeForm.register('otp')}
      />
      <Button type="submit" className="w-full" isLoading={signIn.isPending}>
        Login
      </Button>
      {errorBox}
    </form>
  );
}
