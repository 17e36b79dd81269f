import { apiMessages } from '@homebid/contracts/messages';
import type { FastifyReply } from 'fastify';

/** CONTRACT §3 success body. */
export function ok<T>(data: T, message: string = apiMessages.ok) {
  return { code: 200, message, data };
}

/** CONTRACT §3 failure body. */
export function failure(code: number, errors: string[]) {
  return { code, message: errors[0], errors };
}

/** Sends an envelope serialized beforehand (kept in memory): no schema serialization per request. */
export function sendSerialized(reply: FastifyReply, body: string) {
  return reply.type('application/json; charset=utf-8').send(body);
}
