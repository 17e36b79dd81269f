import { apiMessages } from '@homebid/contracts/messages';
import { clearSession, getSession } from './session';

/** A failed call: the envelope's messages, ready to show. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: string[];

  constructor(status: number, errors: string[]) {
    super(errors[0] ?? apiMessages.serverError);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors.length ? errors : [this.message];
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** Calls whose 401/403 must not end the session (login, registration, codes, upgrades: spec §8). */
  keepSessionOnAuthError?: boolean;
}

export interface ApiResponse<T> {
  body: T;
  headers: Headers;
}

let onSessionEnded: () => void = () => {};

/** The router registers where to go when a call finds the session gone. */
export function setSessionEndedHandler(handler: () => void) {
  onSessionEnded = handler;
}

/** The headers every call sends (CONTRACT §4): is_provider and, when signed in, the session. */
export function requestHeaders(): Headers {
  const headers = new Headers({ accept: 'application/json', is_provider: 'true' });
  const session = getSession();
  if (session) {
    headers.set('access-token', session['access-token']);
    headers.set('client', session.client);
    headers.set('uid', session.uid);
  }
  return headers;
}

/** Spec §8: a 401/403 on an ordinary call ends the session (for calls made without apiRequest, e.g. XHR uploads). */
export function endSessionOnAuthError(status: number) {
  if ((status === 401 || status === 403) && getSession()) {
    clearSession();
    onSessionEnded();
  }
}

/** The one fetch wrapper: base /api, session headers, envelope, 401/403 → logout. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const url = new URL(`/api${path}`, location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers = requestHeaders();
  const session = getSession();
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(url, { method: options.method ?? 'GET', headers, body, signal: options.signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, ['Cannot reach HomeBid. Check your connection and try again.']);
  }
  const payload = await response.json().catch(() => undefined);
  if (!response.ok) {
    if ((response.status === 401 || response.status === 403) && !options.keepSessionOnAuthError && session) {
      clearSession();
      onSessionEnded();
    }
    const errors = Array.isArray(payload?.errors) ? payload.errors : [payload?.message ?? apiMessages.serverError];
    throw new ApiError(response.status, errors);
  }
  return { body: payload as T, headers: response.headers };
}

export async function apiGet<T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}): Promise<T> {
  return (await apiRequest<T>(path, options)).body;
}

/** The answer's own message when the server refused the request (4xx), otherwise the fallback. */
export function answerMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : fallback;
}
