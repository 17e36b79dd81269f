import { profileMessages } from '@homebid/contracts/profile';
import { AppError } from '../../lib/errors';
import type { Principal } from './principal';

/** The caller's providers row id; a provider account without one (registration unfinished) answers 404. */
export function providerIdOf(principal: Principal): number {
  if (principal.providerId === undefined) throw new AppError('not_found', profileMessages.providerNotFound);
  return principal.providerId;
}
