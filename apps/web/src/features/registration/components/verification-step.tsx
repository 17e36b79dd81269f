import { accountMessages, ZValidateUserRequest } from '@homebid/contracts/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { OtpField } from '@/components/ui/otp-field';
import { paths } from '@/config/paths';
import { useResendCountdown } from '@/hooks/use-resend-countdown';
import { answerMessageOr } from '@/lib/api-client';
import { useResendRegistrationOtp } from '../api/resend-registration-otp';
import { useValidateUser } from '../api/validate-user';
import { type PendingVerification, updateRegistrationDraft } from '../hooks/registration-draft';
import { EditMobileDialog } from './edit-mobile-dialog';

const ZOtpOnly = ZValidateUserRequest.pick({ otp: true });

interface Notice {
  kind: 'success' | 'error';
  text: string;
}

/** Step 2: the 6-digit code texted to the mobile; messages show under the OTP input (spec §8). */
export function VerificationStep({ pending }: { pending: PendingVerification }) {
  const validate = useValidateUser();
  const resend = useResendRegistrationOtp();
  // Resend OTP waits out the pause after each code, or a refusal's Retry-After.
  const countdown = useResendCountdown();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [isEditingMobile, setIsEditingMobile] = useState(false);
  const form = useForm({ resolver: zodResolver(ZOtpOnly), defaultValues: { otp: '' } });

  const onSubmit = form.handleSubmit(({ otp }) => {
    setNotice(null);
    validate.mutate(
      { confirmation_token: pending.confirmation_token, otp },
      {
        // validate_user signed the provider in; the business step comes next.
        onSuccess: () => updateRegistrationDraft({ step: 3, pending: undefined }),
        onError: (error) => setNotice({ kind: 'error', text: error.message }),
      },
    );
  });

  const onResend = () => {
    setNotice(null);
    resend.mutate(pending.confirmation_token, {
      onSuccess: (sent) => {
        countdown.codeSent(sent);
        setNotice({ kind: 'success', text: sent.message || accountMessages.otpSent });
      },
      onError: (error) => {
        countdown.sendFailed(error);
        setNotice({ kind: 'error', text: answerMessageOr(error, accountMessages.resendFailed) });
      },
    });
  };

  const fieldError = form.formState.errors.otp?.message ?? (notice?.kind === 'error' ? notice.text : undefined);

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-labelledby="registration-step-title">
        <h2 id="registration-step-title" className="text-xl font-semibold">
          Verify your mobile number
        </h2>
        <p className="text-sm text-slate-600">
          Enter the 6-digit code we sent to{' '}
          <span className="font-semibold text-slate-900">{formatMobile(pending.mobile_number)}</span>.
        </p>
        <OtpField
          autoFocus
          error={fieldError}
          notice={notice?.kind === 'success' ? notice.text : null}
          edit={{ label: 'Edit mobile number', onClick: () => setIsEditingMobile(true) }}
          resend={{ onClick: onResend, isPending: resend.isPending, secondsLeft: countdown.secondsLeft }}
          {...form.register('otp')}
        />
        <Button type="submit" className="w-full" isLoading={validate.isPending}>
          Verify
        </Button>
        <p className="text-center text-sm">
          <Link to={paths.login} className="font-medium text-brand-700 hover:underline">
            Back to Login
          </Link>
        </p>
      </form>
      <EditMobileDialog
        isOpen={isEditingMobile}
        onClose={() => setIsEditingMobile(false)}
        pending={pending}
        onUpdated={() => {
          setNotice(null);
          form.reset({ otp: '' });
        }}
      />
    </>
  );
}

function formatMobile(mobile: string) {
  return /^\d{10}$/.test(mobile) ? `(${mobile.slice(0, 3)}) ${mobile.slice(3, 6)}-${mobile.slice(6)}` : mobile;
}
