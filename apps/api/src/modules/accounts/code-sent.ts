import { OTP_RESEND_AFTER_HEADER } from '@homebid/contracts/accounts';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** A code went out: the answer says how long the resend pause is (the web's Resend OTP counts it down). */
export function codeSent<T>(app: FastifyInstance, reply: FastifyReply, answer: T): T {
  reply.header(OTP_RESEND_AFTER_HEADER, String(app.config.otp.resendSeconds));
  return answer;
}
