import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSignOut } from '@/features/auth/api/sign-out';

/** Logout, then the given login page (each role's own): for the signed-in layouts, apart from /login's first load. */
export function useSignOutAndLeave(to: string) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return useCallback(
    () => signOut.mutate(undefined, { onSettled: () => navigate(to, { replace: true }) }),
    [signOut, navigate, to],
  );
}
