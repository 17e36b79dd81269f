import { AppError } from '../../lib/errors';
import { CardProcessorRequestError, CardProcessorUnavailableError } from './card-processor';

/**
 * Runs a processor call and turns its failures into answers: a refused request 422 with the
 * processor's words, an outage 503. Anything else is rethrown.
 */
export async function callProcessor<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof CardProcessorRequestError) throw new AppError('invalid', error.message);
    if (error instanceof CardProcessorUnavailableError) throw new AppError('unavailable', error.message);
    throw error;
  }
}
