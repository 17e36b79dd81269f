import { accountMessages } from '@homebid/contracts/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ComponentType, type Ref, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { OtpField } from '@/components/ui/otp-field';
import type { TextFieldProps } from '@/components/ui/text-field';
import { notify } from '@/components/ui/toast';
import { type CodeSent, useResendCountdown } from '@/hooks/use-resend-countdown';
import { answerMessageOr } from '@/lib/api-client';

/** What the two calls of a change send: the new address under its own name, then with the code. */
type AddressOf<K extends string> = { [P in K]: string };
type CodeMutation<TVariables> = UseMutationResult<CodeSent, Error, TVariables>;
type ConfirmMutation<TVariables> = UseMutationResult<string, Error, TVariables>;

/** Spec §8: a resend shows 'OTP sent successfully', or the server's text / 'Failed to resend OTP'. */
export const RESEND_TEXTS = {
  successText: accountMessages.otpSent,
  errorText: (error: Error) => answerMessageOr(error, accountMessages.resendFailed),
};

export interface ContactChangeDialogProps<K extends string> {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  /** The request's field name: 'email' or 'mobile_number'. */
  name: K;
  /** 'Current email', shown with the current address when there is one. */
  currentLabel: string;
  currentValue: string;
  /** The new address's input ('New email', 'New mobile number') and the shared schema of its value. */
  Field: ComponentType<TextFieldProps & { ref?: Ref<HTMLInputElement> }>;
  fieldLabel: string;
  addressSchema: z.ZodType<string, string>;
  otpSchema: z.ZodType<string, string>;
  /** Step two's way back: 'Edit email address', 'Edit mobile number'. */
  editLabel: string;
  /** The calls, as the contact-change screen's hooks give them (created inside the open dialog). */
  useRequestCode: () => CodeMutation<AddressOf<K>>;
  useConfirmCode: () => ConfirmMutation<AddressOf<K> & { otp: string }>;
  /** Step two's Resend OTP sends the request again; its answer shows under the OTP input. */
  resend?: { successText: string; errorText: (error: Error) => string };
  /** Called with the new address once it is confirmed (the profile refreshes its data). */
  onChanged?: (address: string) => void;
}

/**
 * Spec §4 'E-mail change' and 'Mobile change': step 1 the new address and Verify (sends a code),
 * step 2 the code and Submit; success stores the new address and closes on /profile.
 */
export function ContactChangeDialog<K extends string>({
  isOpen,
  onClose,
  title,
  ...steps
}: ContactChangeDialogProps<K>) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={title}>
      <ContactChangeSteps {...steps} onClose={onClose} />
    </Modal>
  );
}

interface Notice {
  kind: 'success' | 'error';
  text: string;
}

function ContactChangeSteps<K extends string>({
  name,
  currentLabel,
  currentValue,
  Field,
  fieldLabel,
  addressSchema,
  otpSchema,
  editLabel,
  useRequestCode,
  useConfirmCode,
  resend: resendTexts,
  onClose,
  onChanged,
}: Omit<ContactChangeDialogProps<K>, 'isOpen' | 'title'>) {
  const [address, setAddress] = useState<string | null>(null);
  const [resendNotice, setResendNotice] = useState<Notice | null>(null);
  const request = useRequestCode();
  const resend = useRequestCode();
  const confirm = useConfirmCode();
  // Resend OTP waits out the pause after each code, or a refusal's Retry-After.
  const countdown = useResendCountdown();
  const addressForm = useForm({
    resolver: zodResolver(useMemo(() => z.object({ address: addressSchema }), [addressSchema])),
    defaultValues: { address: '' },
  });
  const otpForm = useForm({
    resolver: zodResolver(useMemo(() => z.object({ otp: otpSchema }), [otpSchema])),
    defaultValues: { otp: '' },
  });
  const addressOf = (value: string) => ({ [name]: value }) as AddressOf<K>;

  const onSendCode = addressForm.handleSubmit((values) => {
    request.mutate(addressOf(values.address), {
      onSuccess: (sent) => {
        countdown.codeSent(sent);
        setAddress(values.address);
      },
    });
  });

  const onResend = () => {
    if (!address || !resendTexts) return;
    setResendNotice(null);
    confirm.reset();
    resend.mutate(addressOf(address), {
      onSuccess: (sent) => {
        countdown.codeSent(sent);
        setResendNotice({ kind: 'success', text: resendTexts.successText });
      },
      onError: (error) => {
        countdown.sendFailed(error);
        setResendNotice({ kind: 'error', text: resendTexts.errorText(error) });
      },
    });
  };

  const onConfirm = otpForm.handleSubmit(({ otp }) => {
    if (!address) return;
    setResendNotice(null);
    confirm.mutate(
      { ...addressOf(address), otp },
      {
        onSuccess: (message) => {
          if (message) notify.success(message);
          onChanged?.(address);
          onClose();
        },
      },
    );
  });

  const onEdit = () => {
    confirm.reset();
    setResendNotice(null);
    setAddress(null);
  };

  if (!address) {
    return (
      <form noValidate onSubmit={onSendCode} className="space-y-4">
        {currentValue && (
          <p className="text-sm text-slate-600">
            {currentLabel}: <span className="font-medium text-slate-900">{currentValue}</span>
          </p>
        )}
        <Field
          label={fieldLabel}
          autoFocus
          error={addressForm.formState.errors.address?.message ?? request.error?.message}
          {...addressForm.register('address')}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" isLoading={request.isPending}>
            Verify
          </Button>
        </div>
      </form>
    );
  }

  const otpError =
    otpForm.formState.errors.otp?.message ??
    confirm.error?.message ??
    (resendNotice?.kind === 'error' ? resendNotice.text : undefined);

  return (
    <form noValidate onSubmit={onConfirm} className="space-y-4">
      <p className="text-sm text-slate-600">
        Enter the 6-digit OTP we sent to <span className="font-medium text-slate-900">{address}</span>.
      </p>
      <OtpField
        autoFocus
        error={otpError}
        notice={resendNotice?.kind === 'success' ? resendNotice.text : null}
        edit={{ label: editLabel, onClick: onEdit }}
        resend={
          resendTexts
            ? { onClick: onResend, isPending: resend.isPending, secondsLeft: countdown.secondsLeft }
            : undefined
        }
        action={
          <Button type="submit" isLoading={confirm.isPending}>
            Submit
          </Button>
        }
        {...otpForm.register('otp')}
      />
    </form>
  );
}
