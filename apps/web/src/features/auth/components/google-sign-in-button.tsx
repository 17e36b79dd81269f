import { lazy, Suspense } from 'react';
import type { GoogleProfile } from '../utils/google-identity';

export interface GoogleSignInButtonProps {
  /** No HomeBid account is linked to the Google account (404): the screen starts the social sign-up. */
  onAccountMissing: (profile: GoogleProfile) => void;
  className?: string;
}

// Loaded after the page has painted: the button shows only when the server has a Google client id,
// which it learns from GET /auth/providers, so the page never waits for it.
const GoogleSignIn = lazy(() => import('./google-sign-in'));

/** 'Continue with Google' (google-sign-in.tsx), shown only when Google sign-in is configured. */
export function GoogleSignInButton(props: GoogleSignInButtonProps) {
  return (
    <Suspense fallback={null}>
      <GoogleSignIn {...props} />
    </Suspense>
  );
}
