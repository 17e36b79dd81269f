import { apiMessages } from '@homebid/contracts/messages';

/** CONTRACT §3 success body. */
export function ok<T>(data: T, message: string = apiMessages.ok) {
  return { code: 200, message, data };
}

/** CONTRACT §3 failure body. */
export function failure(code: number, errors: string[]) {
  return { code, message: errors[0], errors };
}
