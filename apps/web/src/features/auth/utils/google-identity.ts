// Google Identity Services (https://developers.google.com/identity/gsi/web): loaded only when a
// visitor asks to continue with Google, and only on a server that accepts Google sign-in.
const GIS_SCRIPT_URL = 'https://accounts.google.com/gsi/client';
/** A script that neither loads nor fails (a stalled network) counts as failed after this long. */
const GIS_LOAD_TIMEOUT_MS = 10_000;

export interface GoogleCredentialResponse {
  /** The ID token (a JWT): the server verifies it; the page only reads its name and e-mail. */
  credential: string;
}

interface PromptMoment {
  isNotDisplayed?: () => boolean;
  isSkippedMoment?: () => boolean;
}

export interface GoogleAccountsId {
  initialize(config: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    cancel_on_tap_outside?: boolean;
  }): void;
  prompt(listener?: (moment: PromptMoment) => void): void;
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

let loading: Promise<GoogleAccountsId> | null = null;

/** The script tag is added on the first call; a failed load may be tried again. */
export function loadGoogleIdentity(): Promise<GoogleAccountsId> {
  const ready = window.google?.accounts?.id;
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GIS_SCRIPT_URL;
    script.async = true;
    const timer = window.setTimeout(() => fail(), GIS_LOAD_TIMEOUT_MS);
    const fail = () => {
      window.clearTimeout(timer);
      loading = null;
      script.onload = script.onerror = null;
      script.remove();
      reject(new Error('Google sign-in could not be loaded. Please try again.'));
    };
    script.onload = () => {
      window.clearTimeout(timer);
      const id = window.google?.accounts?.id;
      if (id) resolve(id);
      else fail();
    };
    script.onerror = fail;
    document.head.append(script);
  });
  return loading;
}

/** What the registration's social variant shows: name and e-mail from the token, and the token. */
export interface GoogleProfile {
  name: string;
  email: string;
  id_token: string;
}

/**
 * Reads the name and e-mail from the ID token's payload (base64url JSON) for display only; the
 * server verifies the token's signature, audience and expiry before it believes any of it.
 */
export function profileOfIdToken(idToken: string): GoogleProfile | null {
  const payload = idToken.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    const name = text(claims.name) || [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ');
    return { name, email: text(claims.email), id_token: idToken };
  } catch {
    return null;
  }
}
