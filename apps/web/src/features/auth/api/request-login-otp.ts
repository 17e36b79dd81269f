import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface LoginOtpRequest {
  email: string;
}

/** Spec §7 POST /web_login_with_email: sends a one-time code; the OTP tab moves to step two. */
export async function requestLoginOtp({ email }: LoginOtpRequest): Promise<string> {
  const { body } = await apiRequest<{ message: string }>('/web_login_with_email', {
    method: 'POST',
    body: { email, user_type: 2 },
    keepSessionOnAuthError: true,
  });
  return body.message;
}

export function useRequestLoginOtp() {
  return useMutation({ mutationFn: requestLoginOtp });
}
