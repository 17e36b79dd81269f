import { accountMessages } from '@homebid/contracts/accounts';
import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import type { Config } from '../../lib/config';
import { AppError } from '../../lib/errors';

export interface GoogleIdentity {
  /** Google's stable account id (the token's `sub`), stored as users.social_id. */
  sub: string;
  email: string | null;
  emailVerified: boolean;
}

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

// One key set per URL for the process: jose caches the keys and refetches on an unknown `kid`.
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function keySetFor(url: string) {
  let keySet = keySets.get(url);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(url), { timeoutDuration: 5000 });
    keySets.set(url, keySet);
  }
  return keySet;
}

// The token's own fault (401); anything else (key set unreachable or unreadable) is ours or Google's (503).
const TOKEN_FAULTS = new Set([
  errors.JWTExpired.code,
  errors.JWTClaimValidationFailed.code,
  errors.JWTInvalid.code,
  errors.JWSInvalid.code,
  errors.JWSSignatureVerificationFailed.code,
  errors.JWKSNoMatchingKey.code,
  errors.JWKSMultipleMatchingKeys.code,
  errors.JOSEAlgNotAllowed.code,
  errors.JOSENotSupported.code,
]);

/**
 * Checks a Google ID token: RS256 signature by a key of GOOGLE_JWKS_URL, issuer Google,
 * audience GOOGLE_CLIENT_ID, not expired. Google sign-in is off (400) without GOOGLE_CLIENT_ID.
 */
export async function verifyGoogleIdToken(config: Config, idToken: string): Promise<GoogleIdentity> {
  const { clientId, jwksUrl } = config.google;
  if (!clientId) throw new AppError('bad_request', accountMessages.socialNotConfigured);
  try {
    const { payload } = await jwtVerify(idToken, keySetFor(jwksUrl), {
      issuer: GOOGLE_ISSUERS,
      audience: clientId,
      algorithms: ['RS256'],
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    if (typeof payload.sub !== 'string' || !payload.sub) {
      throw new AppError('unauthenticated', accountMessages.socialTokenInvalid);
    }
    return {
      sub: payload.sub,
      email: typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : null,
      emailVerified: payload.email_verified === true || payload.email_verified === 'true',
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code && TOKEN_FAULTS.has(code)) throw new AppError('unauthenticated', accountMessages.socialTokenInvalid);
    throw new AppError('unavailable', accountMessages.socialUnavailable);
  }
}
