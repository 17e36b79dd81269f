import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { clearSession } from '@/lib/session';

export async function signOut(): Promise<void> {
  try {
    await apiRequest('/auth/sign_out', { method: 'DELETE', keepSessionOnAuthError: true });
  } finally {
    clearSession();
  }
}

/** Ends this device's session and forgets every cached answer of it, whatever the server said. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => queryClient.clear(),
  });
}
