import { apiMessages } from '@homebid/contracts/messages';

const STATUS = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  invalid: 422,
  too_many_requests: 429,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof STATUS;

/** The one error type services throw; the error handler turns it into the envelope. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly errors: string[];
  /** On a 429: whole seconds until the same request may succeed (the `Retry-After` header). */
  readonly retryAfterSeconds?: number;

  constructor(code: ErrorCode, messages: string | string[], options: { retryAfterSeconds?: number } = {}) {
    const list = Array.isArray(messages) ? messages : [messages];
    super(list[0]);
    this.name = 'AppError';
    this.statusCode = STATUS[code];
    this.errors = list;
    if (options.retryAfterSeconds !== undefined)
      this.retryAfterSeconds = Math.max(1, Math.ceil(options.retryAfterSeconds));
  }
}

export const unauthenticated = () => new AppError('unauthenticated', apiMessages.unauthenticated);
export const forbidden = (message: string = apiMessages.forbidden) => new AppError('forbidden', message);
export const invalid = (...messages: string[]) => new AppError('invalid', messages);
/** 429 with `Retry-After`: every refusal says when to come back. */
export const tooManyRequests = (retryAfterSeconds: number, message: string = apiMessages.tooManyRequests) =>
  new AppError('too_many_requests', message, { retryAfterSeconds });
