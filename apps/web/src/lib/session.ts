import type { TSessionUser } from '@homebid/contracts/auth';

// Spec §3 "Session (cookies)": isLogin, access-token, uid, client, provider_id; the user is kept locally.
const COOKIE_NAMES = ['isLogin', 'access-token', 'uid', 'client', 'provider_id', 'expiry'] as const;
const USER_KEY = 'homebid.user';

export interface SessionHeaders {
  'access-token': string;
  client: string;
  uid: string;
}

export interface Session extends SessionHeaders {
  expiry: number;
  user: TSessionUser;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function readCookie(name: string): string | undefined {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return entry ? decodeURIComponent(entry.slice(name.length + 1)) : undefined;
}

function writeCookie(name: string, value: string, expires: Date) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari 17.
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Expires=${expires.toUTCString()}; SameSite=Strict${secure}`;
}

export function getSession(): Session | null {
  const accessToken = readCookie('access-token');
  const client = readCookie('client');
  const uid = readCookie('uid');
  const expiry = Number(readCookie('expiry'));
  const rawUser = localStorage.getItem(USER_KEY);
  if (readCookie('isLogin') !== 'true' || !accessToken || !client || !uid || !rawUser) return null;
  if (expiry && expiry * 1000 < Date.now()) return null;
  try {
    return { 'access-token': accessToken, client, uid, expiry, user: JSON.parse(rawUser) as TSessionUser };
  } catch {
    return null;
  }
}

export function saveSession(headers: SessionHeaders & { expiry: number }, user: TSessionUser) {
  const expires = new Date(headers.expiry * 1000);
  writeCookie('access-token', headers['access-token'], expires);
  writeCookie('client', headers.client, expires);
  writeCookie('uid', headers.uid, expires);
  writeCookie('expiry', String(headers.expiry), expires);
  writeCookie('provider_id', String(user.provider_id ?? ''), expires);
  writeCookie('isLogin', 'true', expires);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  notify();
}

export function updateSessionUser(user: TSessionUser) {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  notify();
}

/** CONTRACT §4: the session headers of a sign-in answer (password, one-time code, validate_user). */
export function readSessionHeaders(headers: Headers): (SessionHeaders & { expiry: number }) | null {
  const accessToken = headers.get('access-token');
  const client = headers.get('client');
  const uid = headers.get('uid');
  if (!accessToken || !client || !uid) return null;
  return { 'access-token': accessToken, client, uid, expiry: Number(headers.get('expiry')) };
}

/** The uid header is the e-mail (devise_token_auth): it follows an e-mail change on this device. */
export function updateSessionUid(uid: string) {
  const expiry = Number(readCookie('expiry'));
  if (!expiry) return;
  writeCookie('uid', uid, new Date(expiry * 1000));
  notify();
}

/** Forgets the session and every locally kept piece of state that belongs to it. */
export function clearSession() {
  for (const name of COOKIE_NAMES) writeCookie(name, '', new Date(0));
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith('homebid.')) localStorage.removeItem(key);
  }
  notify();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify() {
  for (const listener of listeners) listener();
}
