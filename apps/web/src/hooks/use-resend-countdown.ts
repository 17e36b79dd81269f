import { OTP_RESEND_AFTER_HEADER } from '@homebid/contracts/accounts';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';

/** What a call that sent a one-time code answers: its message, and the server's resend pause. */
export interface CodeSent {
  message: string;
  /** Seconds the server refuses another code to the same address (null when the answer did not say). */
  resendAfterSeconds: number | null;
}

/** The answer of a code-sending call, with the pause its OTP_RESEND_AFTER_HEADER names. */
export function codeSentFrom(body: { message: string }, headers: Headers): CodeSent {
  const seconds = Number.parseInt(headers.get(OTP_RESEND_AFTER_HEADER) ?? '', 10);
  return { message: body.message, resendAfterSeconds: Number.isFinite(seconds) && seconds >= 0 ? seconds : null };
}

export interface ResendCountdown {
  /** Whole seconds until Resend OTP may be pressed again; 0 when it may. */
  secondsLeft: number;
  /** A code went out: the server refuses another to the same address for the pause its answer named. */
  codeSent: (sent: Pick<CodeSent, 'resendAfterSeconds'>) => void;
  /** A send failed: a refusal (429) says in Retry-After how long to wait; other failures change nothing. */
  sendFailed: (error: unknown) => void;
}

/**
 * The wait before the next Resend OTP (login by code, registration, e-mail and mobile change,
 * password recovery): counted down from the resend pause each code-sending answer names, or from a
 * refusal's `Retry-After` (ApiError.retryAfterSeconds); the button stays disabled until it is over.
 */
export function useResendCountdown(): ResendCountdown {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const isCounting = until > now;

  useEffect(() => {
    if (!isCounting) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [isCounting]);

  const waitFor = useCallback((seconds: number) => {
    const start = Date.now();
    setNow(start);
    setUntil(start + seconds * 1000);
  }, []);

  const codeSent = useCallback(
    ({ resendAfterSeconds }: Pick<CodeSent, 'resendAfterSeconds'>) => {
      if (resendAfterSeconds !== null) waitFor(resendAfterSeconds);
    },
    [waitFor],
  );
  const sendFailed = useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 429 && error.retryAfterSeconds !== null) {
        waitFor(error.retryAfterSeconds);
      }
    },
    [waitFor],
  );

  return { secondsLeft: isCounting ? Math.ceil((until - now) / 1000) : 0, codeSent, sendFailed };
}
