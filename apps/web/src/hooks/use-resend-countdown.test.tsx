import { OTP_RESEND_AFTER_HEADER } from '@homebid/contracts/accounts';
import { uiTexts } from '@homebid/contracts/messages';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OtpField } from '@/components/ui/otp-field';
import { ApiError } from '@/lib/api-client';
import { codeSentFrom, useResendCountdown } from './use-resend-countdown';

/** Resend OTP as the screens wire it: the countdown's seconds on the OtpField's button. */
function Harness({ onResend }: { onResend: () => void }) {
  const countdown = useResendCountdown();
  return (
    <>
      <OtpField resend={{ onClick: onResend, isPending: false, secondsLeft: countdown.secondsLeft }} />
      <button type="button" onClick={() => countdown.codeSent({ resendAfterSeconds: 5 })}>
        code sent
      </button>
      <button type="button" onClick={() => countdown.codeSent({ resendAfterSeconds: null })}>
        code sent, pause unknown
      </button>
      <button type="button" onClick={() => countdown.sendFailed(new ApiError(429, ['Wait.'], 75))}>
        refused
      </button>
      <button type="button" onClick={() => countdown.sendFailed(new ApiError(422, ['Wrong.']))}>
        invalid
      </button>
    </>
  );
}

const resendButton = () => screen.getByRole('button', { name: /^Resend OTP/ });

describe('Resend OTP countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("counts down the pause a code's answer named, disabled until it is over", () => {
    const onResend = vi.fn();
    render(<Harness onResend={onResend} />);
    expect(resendButton().textContent).toBe(uiTexts.resendOtp);
    expect((resendButton() as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'code sent' }));
    expect(resendButton().textContent).toBe('Resend OTP in 0:05');
    expect((resendButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(resendButton());
    expect(onResend).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(2000));
    expect(resendButton().textContent).toBe('Resend OTP in 0:03');
    act(() => vi.advanceTimersByTime(3000));
    expect(resendButton().textContent).toBe(uiTexts.resendOtp);
    expect((resendButton() as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(resendButton());
    expect(onResend).toHaveBeenCalledTimes(1);
  });

  it("counts down a refusal's Retry-After; other failures and an unnamed pause leave the button alone", () => {
    render(<Harness onResend={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'invalid' }));
    fireEvent.click(screen.getByRole('button', { name: 'code sent, pause unknown' }));
    expect((resendButton() as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'refused' }));
    expect(resendButton().textContent).toBe('Resend OTP in 1:15');
    expect((resendButton() as HTMLButtonElement).disabled).toBe(true);
    act(() => vi.advanceTimersByTime(75_000));
    expect((resendButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it("reads the pause from the code-sending answer's header", () => {
    const headers = new Headers({ [OTP_RESEND_AFTER_HEADER]: '30' });
    expect(codeSentFrom({ message: 'OTP sent successfully' }, headers)).toEqual({
      message: 'OTP sent successfully',
      resendAfterSeconds: 30,
    });
    expect(codeSentFrom({ message: 'x' }, new Headers()).resendAfterSeconds).toBeNull();
    expect(
      codeSentFrom({ message: 'x' }, new Headers({ [OTP_RESEND_AFTER_HEADER]: 'soon' })).resendAfterSeconds,
    ).toBeNull();
  });
});
