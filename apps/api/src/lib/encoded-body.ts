import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the request accepts: brotli, then gzip, else none (`;q=0` refuses one). */
export function preferredEncoding(request: FastifyRequest): Encoding {
  const header = request.headers['accept-encoding'];
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}

/** A body kept for sending many times: its bytes, and each compressed copy made on first use and kept. */
export interface EncodedBody {
  identity: Buffer;
  br(): Buffer;
  gzip(): Buffer;
}

/**
 * `identity` with its compressed copies. `best` spends the most time once for the smallest copies (a
 * file of the build); `fast` suits a body that changes often (brotli 4 and gzip 6, @fastify/compress's
 * own levels).
 */
export function encodedBody(identity: Buffer, effort: 'best' | 'fast'): EncodedBody {
  let br: Buffer | undefined;
  let gz: Buffer | undefined;
  return {
    identity,
    br: () => {
      br ??= brotliCompressSync(identity, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: effort === 'best' ? zlib.BROTLI_MAX_QUALITY : 4 },
      });
      return br;
    },
    gzip: () => {
      gz ??= gzipSync(identity, { level: effort === 'best' ? zlib.Z_BEST_COMPRESSION : 6 });
      return gz;
    },
  };
}

/** Sends `body` in the encoding the request prefers (the content type is the caller's). */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: EncodedBody) {
  reply.header('vary', 'accept-encoding');
  const encoding = preferredEncoding(request);
  if (encoding === 'identity') return reply.send(body.identity);
  return reply.header('content-encoding', encoding).send(body[encoding]());
}
