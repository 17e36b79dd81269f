import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useSignInWithGoogle } from '../api/sign-in-with-google';
import { type GoogleCredentialResponse, loadGoogleIdentity, profileOfIdToken } from '../utils/google-identity';
import type { GoogleSignInButtonProps } from './google-sign-in-button';

/**
 * 'Continue with Google' (shown only when the server has a GOOGLE_CLIENT_ID, `clientId`): Google Identity
 * Services gives an ID token, POST /social_login/sign_in turns it into a session like a password
 * sign-in (the guest guard then routes by signup_status). When Google's own prompt cannot show,
 * Google's button is drawn in its place.
 */
export default function GoogleSignIn({
  clientId,
  onAccountMissing,
  className = '',
}: GoogleSignInButtonProps & { clientId: string }) {
  const signIn = useSignInWithGoogle();
  const [error, setError] = useState<string | null>(null);
  const [isOpening, setIsOpening] = useState(false);
  const [isFallbackShown, setIsFallbackShown] = useState(false);
  const fallbackRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const parent = fallbackRef.current;
    const id = window.google?.accounts?.id;
    if (!isFallbackShown || !parent || !id) return;
    id.renderButton(parent, { type: 'standard', theme: 'outline', size: 'large', text: 'continue_with', width: 320 });
  }, [isFallbackShown]);

  const onCredential = ({ credential }: GoogleCredentialResponse) => {
    setError(null);
    signIn.mutate(credential, (failure) => {
      const profile = failure instanceof ApiError && failure.status === 404 ? profileOfIdToken(credential) : null;
      if (profile) onAccountMissing(profile);
      else setError(failure.message);
    });
  };

  const onClick = async () => {
    setError(null);
    setIsOpening(true);
    try {
      const google = await loadGoogleIdentity();
      google.initialize({ client_id: clientId, callback: onCredential, cancel_on_tap_outside: true });
      google.prompt((moment) => {
        if (moment.isNotDisplayed?.() || moment.isSkippedMoment?.()) setIsFallbackShown(true);
      });
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setIsOpening(false);
    }
  };

  return (
    <div className={`space-y-3 ${className}`}>
      <p className="flex items-center gap-3 text-xs uppercase tracking-wider text-slate-500">
        <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
        or
        <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
      </p>
      <Button variant="secondary" className="w-full" onClick={onClick} isLoading={isOpening || signIn.isPending}>
        <GoogleMark />
        Continue with Google
      </Button>
      {isFallbackShown && <div ref={fallbackRef} className="flex justify-center" />}
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.8 3.6-4.9 6.7-4.9z" />
    </svg>
  );
}
