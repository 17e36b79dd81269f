import type { TRole } from '@homebid/contracts/constants';
import { Link } from 'react-router';
import { loginPaths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { doorTexts } from '../texts';

/**
 * A sign-in refused with 403 at this role's door: the account is of the other role (the
 * server's message says so, authMessages.wrongDoor…); this links to that role's login.
 */
export function WrongDoorLink({ error, side }: { error: Error | null; side: TRole }) {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  const other: TRole = side === 'provider' ? 'customer' : 'provider';
  return (
    <Link to={loginPaths[other]} className="mt-1 block font-semibold underline">
      {doorTexts.goTo[other]}
    </Link>
  );
}
