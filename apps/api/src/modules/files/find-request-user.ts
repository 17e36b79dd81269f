import type { Database } from '@homebid/db/client';
import type { FastifyRequest } from 'fastify';
import { findSessionUser } from '../auth/session-tokens';

const SESSION_NAMES = ['access-token', 'client', 'uid'] as const;
const MAX_VALUE_LENGTH = 512;

function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 1) continue;
    const name = part.slice(0, at).trim();
    const raw = part.slice(at + 1).trim();
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The signed-in user of a plain browser request (an <img> sends no custom headers): the session
 * headers when all three are there, otherwise the cookies the web app keeps (lib/session.ts).
 */
export async function findRequestUserId(db: Database, request: FastifyRequest): Promise<number | null> {
  const fromHeaders = SESSION_NAMES.map((name) => headerValue(request, name));
  const cookies = parseCookies(headerValue(request, 'cookie'));
  const [accessToken, client, uid] = fromHeaders.every(Boolean)
    ? fromHeaders
    : SESSION_NAMES.map((name) => cookies[name]);
  if (!accessToken || !client || !uid) return null;
  if ([accessToken, client, uid].some((value) => value.length > MAX_VALUE_LENGTH)) return null;
  const session = await findSessionUser(db, { accessToken, client, uid });
  return session?.user.id ?? null;
}
