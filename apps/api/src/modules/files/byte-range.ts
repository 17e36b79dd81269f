import type { ByteRange } from '../../lib/storage/file-store';

/**
 * The one byte range of a `Range: bytes=…` header against an object of `size` bytes (RFC 9110
 * §14.1.2): `start-end`, `start-` or `-suffix`. Answers null to serve the whole object (no header,
 * another unit, several ranges, a malformed value), 'unsatisfiable' for a range that starts past
 * the end (416).
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first, last] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (!Number.isSafeInteger(start) || start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}
