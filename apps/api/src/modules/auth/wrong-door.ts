import { authMessages, type TWrongDoorAnswer } from '@homebid/contracts/auth';
import type { FastifyReply } from 'fastify';
import { AppError } from '../../lib/errors';

/**
 * The credentials fit an account of the other role: a customer at the pro's sign-in, or
 * the reverse. Thrown only when what was sent would have signed that account in (its password, its
 * code), or, asking for a login code, instead of sending one. A 403: never counted as a failed
 * sign-in nor as a code sent (address-limits counts 401, 404 and 422, and codes that went out).
 */
export class WrongDoorError extends AppError {
  constructor(readonly accountType: 1 | 2) {
    super('forbidden', accountType === 1 ? authMessages.wrongDoorCustomer : authMessages.wrongDoorProvider);
    this.name = 'WrongDoorError';
  }
}

/** Runs a sign-in call; a WrongDoorError answers 403 with the door's text and `data.user_type`. */
export async function answeringWrongDoor<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof WrongDoorError)) throw error;
    const answer: TWrongDoorAnswer = {
      code: 403,
      message: error.message,
      errors: error.errors,
      data: { user_type: error.accountType },
    };
    return reply.status(403).send(answer);
  }
}
