import type { TAvailableProjectsQuery } from '@homebid/contracts/projects';
import type { Config } from '../../lib/config';
import { type EncodedBody, encodedBody } from '../../lib/encoded-body';
import { ok } from '../../lib/envelope';
import { type Principal, providerIdOf } from '../sessions';
import { type ListAvailableProjectsOptions, listAvailableProjects } from './list-available-projects';

/** How many bytes of answers one process keeps at most (a page of 30 cards is about 16 kB, 3 kB compressed). */
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;
/**
 * How old a kept answer may get. Writes change the revision; this bounds what time alone changes:
 * the default range's first day moving on, and a Pro+ period ending (the lead price's discount).
 */
const DEFAULT_MAX_AGE_MS = 15_000;

interface CachedAnswer {
  revision: string;
  storedAt: number;
  /** The success envelope as it goes on the wire, and its compressed copies once asked for. */
  body: EncodedBody;
}

export interface AvailableAnswersOptions {
  db: ListAvailableProjectsOptions['db'];
  config: Pick<Config, 'publicUrl'>;
  maxBytes?: number;
  maxAgeMs?: number;
}

export interface AvailableAnswers {
  /** The signed-in provider's Available Projects envelope for `filters`, serialized. */
  answer(principal: Principal, filters: TAvailableProjectsQuery): Promise<EncodedBody>;
}

/**
 * Available Projects answers, serialized once per provider, filters and list revision. The revision
 * (`provider_list_revisions` plus the provider's `provider_list_changes` rows) grows with every write
 * the list shows (migration 0024's triggers) and the session query reads it with the principal, so a
 * request that finds its revision here needs no query of its own, and one that does not reads the
 * database: a process never serves a list older than its caller's session row, also when another
 * process made the change. The revision is read before the list, so a kept answer is never older than
 * its revision.
 */
export function createAvailableAnswers({
  db,
  config,
  maxBytes = DEFAULT_MAX_BYTES,
  maxAgeMs = DEFAULT_MAX_AGE_MS,
}: AvailableAnswersOptions): AvailableAnswers {
  // A Map iterates in insertion order: re-inserting on use makes the first key the least recently used.
  const cache = new Map<string, CachedAnswer>();
  let bytes = 0;
  /** Reads under way, so that a burst of the same request reads the database once. */
  const reading = new Map<string, Promise<EncodedBody>>();

  function forget(key: string) {
    const known = cache.get(key);
    if (!known) return;
    bytes -= known.body.identity.length;
    cache.delete(key);
  }

  /** Keeps `entry` as the most recently used, unless an answer of a newer revision is already kept. */
  function remember(key: string, entry: CachedAnswer) {
    const known = cache.get(key);
    if (known && BigInt(known.revision) > BigInt(entry.revision)) return;
    forget(key);
    cache.set(key, entry);
    bytes += entry.body.identity.length;
    while (bytes > maxBytes && cache.size > 0) forget(cache.keys().next().value as string);
  }

  return {
    async answer(principal, filters) {
      const providerId = providerIdOf(principal);
      const revision = principal.listRevision ?? '0';
      const key = `${providerId} ${JSON.stringify(filters)}`;
      const cached = cache.get(key);
      if (cached && cached.revision === revision && Date.now() - cached.storedAt < maxAgeMs) {
        cache.delete(key);
        cache.set(key, cached);
        return cached.body;
      }
      const readKey = `${key} ${revision}`;
      const pending = reading.get(readKey);
      if (pending) return pending;
      const read = (async () => {
        const storedAt = Date.now();
        const answer = await listAvailableProjects({ db, config, providerId, filters });
        const body = encodedBody(Buffer.from(JSON.stringify(ok(answer))), 'fast');
        remember(key, { revision, storedAt, body });
        return body;
      })().finally(() => reading.delete(readKey));
      reading.set(readKey, read);
      return read;
    },
  };
}
