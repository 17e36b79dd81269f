import type { TAuthProviders } from '@homebid/contracts/auth';
import { useEffect, useState } from 'react';
import { apiCall } from '@/lib/api-client';
// The login page's first load imports its calls' tag file, not the list of every call (lib/endpoints.gen.ts).
import * as endpoints from '@/lib/endpoints/auth.gen';

let answer: Promise<TAuthProviders> | undefined;

/**
 * GET /auth/providers: the social sign-ins this server accepts (Google's client id, or null), asked
 * once per page load: the server's configuration does not change while the page is open. A plain
 * call, not a query: the login page asks it without loading the QueryClient.
 */
export function getAuthProviders(): Promise<TAuthProviders> {
  answer ??= apiCall(endpoints.getAuthProviders).then(
    (body) => body.data,
    (error: unknown) => {
      answer = undefined;
      throw error;
    },
  );
  return answer;
}

/** Google's client id once the server has answered; null before, on a failure, or when Google is not set up. */
export function useGoogleClientId(): string | null {
  const [clientId, setClientId] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    getAuthProviders().then(
      (providers) => {
        if (isCurrent) setClientId(providers.google_client_id ?? null);
      },
      // No button then: the password and one-time code sign-ins stay.
      () => {},
    );
    return () => {
      isCurrent = false;
    };
  }, []);
  return clientId;
}
