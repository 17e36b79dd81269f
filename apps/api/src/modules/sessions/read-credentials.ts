import type { FastifyRequest } from 'fastify';
import type { SessionCredentials } from './principal';

const NAMES = ['access-token', 'client', 'uid'] as const;
const MAX_VALUE_LENGTH = 512;

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function parseCookies(cookieHeader: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (cookieHeader ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 1) continue;
    const raw = part.slice(at + 1).trim();
    try {
      cookies[part.slice(0, at).trim()] = decodeURIComponent(raw);
    } catch {
      cookies[part.slice(0, at).trim()] = raw;
    }
  }
  return cookies;
}

/**
 * The session credentials of a request: the headers, or with `cookies` (plain browser requests
 * such as an <img>, which send no custom headers) the cookies the web app keeps (lib/session.ts).
 */
export function readCredentials(request: FastifyRequest, { cookies = false } = {}): SessionCredentials | null {
  let values = NAMES.map((name) => header(request, name));
  if (cookies && !values.every(Boolean)) {
    const jar = parseCookies(header(request, 'cookie'));
    values = NAMES.map((name) => jar[name]);
  }
  const [accessToken, client, uid] = values;
  if (!accessToken || !client || !uid) return null;
  if ([accessToken, client, uid].some((value) => value.length > MAX_VALUE_LENGTH)) return null;
  return { accessToken, client, uid };
}
