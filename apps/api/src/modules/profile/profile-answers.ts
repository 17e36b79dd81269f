import type { Config } from '../../lib/config';
import { ok } from '../../lib/envelope';
import type { Principal } from '../sessions';
import { type LoadProviderProfileOptions, loadProfileAtRevision } from './load-provider-profile';

/** How many providers' answers one process keeps (a large profile is about 10 kB). */
const DEFAULT_CAPACITY = 2_000;

interface CachedProfile {
  revision: number;
  /** The success envelope as it goes on the wire. */
  body: string;
}

export interface ProfileAnswersOptions {
  db: LoadProviderProfileOptions['db'];
  config: Pick<Config, 'publicUrl'>;
  capacity?: number;
}

export interface ProfileAnswers {
  /** The signed-in provider's profile envelope, serialized. */
  answer(principal: Principal): Promise<string>;
}

/**
 * The profile answer of each provider, serialized once per `providers.profile_revision`. The database
 * bumps the revision on every write the profile shows (migration 0008's triggers) and the session query
 * reads it with the principal, so a read that finds its revision here needs no query of its own, and
 * one that does not reads the database: a process never serves a profile older than its caller's session
 * row, also when another process made the change.
 */
export function createProfileAnswers({
  db,
  config,
  capacity = DEFAULT_CAPACITY,
}: ProfileAnswersOptions): ProfileAnswers {
  // A Map iterates in insertion order: re-inserting on use makes the first key the least recently used.
  const cache = new Map<number, CachedProfile>();

  /** Keeps `entry` as the most recently used, unless a newer revision is already kept. */
  function remember(userId: number, entry: CachedProfile) {
    const known = cache.get(userId);
    if (known && known.revision > entry.revision) return;
    cache.delete(userId);
    cache.set(userId, entry);
    if (cache.size > capacity) cache.delete(cache.keys().next().value as number);
  }

  return {
    async answer(principal) {
      const cached = cache.get(principal.userId);
      if (cached && cached.revision === principal.profileRevision) {
        remember(principal.userId, cached);
        return cached.body;
      }
      const { profile, revision } = await loadProfileAtRevision({ db, config, userId: principal.userId });
      const entry = { revision, body: JSON.stringify(ok(profile)) };
      remember(principal.userId, entry);
      return entry.body;
    },
  };
}
