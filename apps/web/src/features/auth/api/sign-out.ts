import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { apiCall } from '@/lib/api-client';
// The first load imports its calls' tag file, not the list of every call (lib/endpoints.gen.ts).
import * as endpoints from '@/lib/endpoints/auth.gen';
import { clearSession } from '@/lib/session';

export async function signOut(): Promise<void> {
  try {
    await apiCall(endpoints.signOut);
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

/** Logout, then the given login page (each role's own door): the signed-in headers' Logout. */
export function useSignOutAndLeave(to: string) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return useCallback(
    () => signOut.mutate(undefined, { onSettled: () => navigate(to, { replace: true }) }),
    [signOut, navigate, to],
  );
}
