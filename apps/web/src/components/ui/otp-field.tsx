import { OTP_LENGTH, otpTexts } from '@homebid/contracts/accounts';
import { uiTexts } from '@homebid/contracts/messages';
import { forwardRef, type ReactNode } from 'react';
import { TextField, type TextFieldProps } from './text-field';

const LINK_CLASS = 'min-h-11 text-sm font-medium text-brand-700 hover:underline';

export interface OtpFieldProps extends Omit<TextFieldProps, 'label'> {
  label?: string;
  /** A success line under the input (a resend's answer); errors go in `error`. */
  notice?: string | null;
  /** The way back to the address the code went to: 'Edit email address', 'Edit mobile number'. */
  edit?: { label: string; onClick: () => void };
  /**
   * Resend OTP, which reads 'Sending...' while the request runs, and 'Resend OTP in 0:27' (disabled)
   * while `secondsLeft` of the resend pause or of a refusal's Retry-After remain.
   */
  resend?: { onClick: () => void; isPending: boolean; secondsLeft?: number };
  /** A control at the end of the actions row (a dialog's submit button). */
  action?: ReactNode;
}

/**
 * The one-time-code input with its actions: the 6-digit field (its error under it, a resend's
 * success line below), then Edit and Resend OTP. Each form keeps its own messages.
 */
export const OtpField = forwardRef<HTMLInputElement, OtpFieldProps>(function OtpField(
  { label = 'OTP', notice, edit, resend, action, ...input },
  ref,
) {
  const links = (
    <>
      {edit && (
        <button type="button" onClick={edit.onClick} className={LINK_CLASS}>
          {edit.label}
        </button>
      )}
      {resend && (
        <button
          type="button"
          onClick={resend.onClick}
          disabled={resend.isPending || (resend.secondsLeft ?? 0) > 0}
          className={`${LINK_CLASS} disabled:text-slate-400 disabled:hover:no-underline`}
        >
          {resend.isPending
            ? uiTexts.sending
            : (resend.secondsLeft ?? 0) > 0
              ? otpTexts.resendIn(resend.secondsLeft ?? 0)
              : uiTexts.resendOtp}
        </button>
      )}
    </>
  );
  return (
    <>
      <div>
        <TextField
          ref={ref}
          label={label}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={OTP_LENGTH}
          {...input}
        />
        {notice && (
          <p role="status" className="mt-1 text-sm text-brand-700">
            {notice}
          </p>
        )}
      </div>
      {action ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap gap-4">{links}</div>
          {action}
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">{links}</div>
      )}
    </>
  );
});
