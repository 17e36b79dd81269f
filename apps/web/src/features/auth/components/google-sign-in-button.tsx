import { lazy, Suspense } from 'react';
import { useGoogleClientId } from '../api/get-auth-providers';
import type { GoogleProfile } from '../utils/google-identity';

export interface GoogleSignInButtonProps {
  /** No HomeBid account is linked to the Google account (404): the screen starts the social sign-up. */
  onAccountMissing: (profile: GoogleProfile) => void;
  className?: string;
}

// Loaded only when the server has a Google client id, which the page learns from GET /auth/providers
// after it has painted (it never waits for it); Google's own script loads only when pressed.
const GoogleSignIn = lazy(() => import('./google-sign-in'));

/** 'Continue with Google' (google-sign-in.tsx), shown only when Google sign-in is configured. */
export function GoogleSignInButton(props: GoogleSignInButtonProps) {
  const clientId = useGoogleClientId();
  if (!clientId) return null;
  return (
    <Suspense fallback={null}>
      <GoogleSignIn clientId={clientId} {...props} />
    </Suspense>
  );
}
