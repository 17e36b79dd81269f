import { USER_TYPE } from '@homebid/contracts/constants';
import {
  type AuthKind,
  buildPath,
  type EndpointAnswer,
  type EndpointDefinition,
  type EndpointInput,
  type HttpMethod,
} from '@homebid/contracts/endpoint';
import { apiMessages } from '@homebid/contracts/messages';
import { clearSession, getSession } from './session';

/**
 * One API call as the web app knows it at run time (lib/endpoints.gen.ts, generated from the
 * contract): the schemas travel as types only, so a call costs no zod in the bundle.
 */
export interface ClientEndpoint<D extends EndpointDefinition> {
  readonly name: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly auth: AuthKind;
  /** Never set: carries the definition's types. */
  readonly definition?: D;
}

/** A failed call: the envelope's messages, ready to show. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: string[];
  /** Seconds until a refused (429) call may be tried again, from `Retry-After`. */
  readonly retryAfterSeconds: number | null;

  constructor(status: number, errors: string[], retryAfterSeconds: number | null = null) {
    super(errors[0] ?? apiMessages.serverError);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors.length ? errors : [this.message];
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export type CallInput<D extends EndpointDefinition> = EndpointInput<D> & {
  signal?: AbortSignal;
  /** Extra request headers, e.g. `Idempotency-Key` on a call that moves money. */
  headers?: Record<string, string>;
};
type CallArgs<D extends EndpointDefinition> =
  object extends EndpointInput<D> ? [input?: CallInput<D>] : [input: CallInput<D>];

let onSessionEnded: () => void = () => {};

/** The router registers where to go when a call finds the session gone. */
export function setSessionEndedHandler(handler: () => void) {
  onSessionEnded = handler;
}

/**
 * The headers every call sends (CONTRACT §4): is_provider and, when signed in, the session. The API
 * never reads is_provider (the session's user_type decides the role); it is sent as the
 * specification's clients send it: true for a provider session and signed out (the sign-in pages
 * are the provider portal's), false for a session of another role.
 */
function requestHeaders(): Headers {
  const session = getSession();
  const isProvider = !session || session.user.user_type === USER_TYPE.provider;
  const headers = new Headers({ accept: 'application/json', is_provider: String(isProvider) });
  if (session) {
    headers.set('access-token', session['access-token']);
    headers.set('client', session.client);
    headers.set('uid', session.uid);
  }
  return headers;
}

function urlOf(endpoint: ClientEndpoint<EndpointDefinition>, input: { params?: object; query?: object } = {}): URL {
  const url = new URL(`/api${buildPath(endpoint.path, input.params as Record<string, unknown>)}`, location.origin);
  for (const [key, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url;
}

/**
 * A 401 on a signed-in call means this device's session is gone: forget it and go to login.
 * A 403 is about the call (wrong role, not allowed), never about the session: it keeps it.
 */
function endSessionIfGone(endpoint: ClientEndpoint<EndpointDefinition>, status: number) {
  if (status === 401 && endpoint.auth !== 'public' && getSession()) {
    clearSession();
    onSessionEnded();
  }
}

function failureOf(status: number, payload: unknown, retryAfter: string | null, fallback: string): ApiError {
  const body = payload as { errors?: unknown; message?: unknown } | undefined;
  const errors = Array.isArray(body?.errors)
    ? body.errors.filter((e): e is string => typeof e === 'string')
    : [typeof body?.message === 'string' ? body.message : fallback];
  const seconds = retryAfter === null ? null : Number.parseInt(retryAfter, 10);
  return new ApiError(status, errors, Number.isFinite(seconds) ? seconds : null);
}

/** In development and tests every answer is checked against its contract schema. */
async function checkAnswer(name: string, status: number, payload: unknown) {
  if (import.meta.env.DEV || import.meta.env.MODE === 'test') {
    const contract: Record<string, EndpointDefinition | undefined> = await import('@homebid/contracts/endpoints');
    const schema = contract[name]?.answers[status];
    const result = schema?.safeParse(payload);
    if (result && !result.success) {
      throw new Error(`${name} answered ${status} in a shape its contract does not allow: ${result.error.message}`);
    }
  }
}

/** Calls one endpoint; answers its success body and the answer's headers. */
export async function apiCallWithHeaders<D extends EndpointDefinition>(
  endpoint: ClientEndpoint<D>,
  ...[input]: CallArgs<D>
): Promise<{ body: EndpointAnswer<D>; headers: Headers }> {
  const {
    body: payloadIn,
    signal,
    headers: extraHeaders,
  } = (input ?? {}) as { body?: unknown; signal?: AbortSignal; headers?: Record<string, string> };
  const headers = requestHeaders();
  for (const [name, value] of Object.entries(extraHeaders ?? {})) headers.set(name, value);
  let body: BodyInit | undefined;
  if (payloadIn instanceof FormData) body = payloadIn;
  else if (payloadIn !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(payloadIn);
  }
  let response: Response;
  try {
    response = await fetch(urlOf(endpoint, input), { method: endpoint.method, headers, body, signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, [apiMessages.offline]);
  }
  const payload: unknown = await response.json().catch(() => undefined);
  await checkAnswer(endpoint.name, response.status, payload);
  if (!response.ok) {
    endSessionIfGone(endpoint, response.status);
    throw failureOf(response.status, payload, response.headers.get('retry-after'), apiMessages.serverError);
  }
  return { body: payload as EndpointAnswer<D>, headers: response.headers };
}

/** Calls one endpoint: typed input in, its typed success answer out; failures throw ApiError. */
export async function apiCall<D extends EndpointDefinition>(
  endpoint: ClientEndpoint<D>,
  ...args: CallArgs<D>
): Promise<EndpointAnswer<D>> {
  return (await apiCallWithHeaders(endpoint, ...args)).body;
}

export interface UploadInput<D extends EndpointDefinition> {
  params: EndpointInput<D>['params'];
  body: FormData;
  /** Share of the bytes sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** The message when the upload fails for want of a connection. */
  failureMessage: string;
}

/**
 * A multipart call with upload progress: XMLHttpRequest rather than fetch, because only XHR
 * reports it; the same headers, answers and failures as apiCall.
 */
export function apiUpload<D extends EndpointDefinition>(
  endpoint: ClientEndpoint<D>,
  { params, body, onProgress, signal, failureMessage }: UploadInput<D>,
): Promise<EndpointAnswer<D>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, urlOf(endpoint, { params: params ?? undefined }));
    requestHeaders().forEach((value, name) => {
      xhr.setRequestHeader(name, value);
    });
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', async () => {
      let payload: unknown;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        payload = undefined;
      }
      try {
        await checkAnswer(endpoint.name, xhr.status, payload);
      } catch (error) {
        reject(error);
        return;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(payload as EndpointAnswer<D>);
        return;
      }
      endSessionIfGone(endpoint, xhr.status);
      reject(failureOf(xhr.status, payload, xhr.getResponseHeader('retry-after'), failureMessage));
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, [failureMessage])));
    xhr.addEventListener('abort', () => reject(new DOMException('The upload was cancelled.', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/** The server's own message whenever it answered, otherwise the fallback (it could not be reached). */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}

/** The answer's own message when the server refused the request (4xx), otherwise the fallback. */
export function answerMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : fallback;
}
