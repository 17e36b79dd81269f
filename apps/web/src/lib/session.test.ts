import type { TSessionUser } from '@homebid/contracts/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  getSession,
  readSessionHeaders,
  saveSession,
  subscribeSession,
  updateSessionUid,
  updateSessionUser,
} from './session';

const user: TSessionUser = {
  id: 7,
  provider_id: 3,
  name: 'Riley Pro',
  email: 'riley@example.test',
  mobile_number: '2125550199',
  user_type: 2,
  is_pro_provider: false,
  signup_status: 'completed',
};

const inAWeek = () => Math.floor(Date.now() / 1000) + 7 * 24 * 3600;
const headers = (expiry = inAWeek()) => ({ 'access-token': 'tok en/+=', client: 'c-1', uid: user.email, expiry });

/** The cookies of the page, decoded, by name. */
function cookies(): Record<string, string> {
  return Object.fromEntries(
    document.cookie
      .split('; ')
      .filter(Boolean)
      .map((part) => {
        const at = part.indexOf('=');
        return [part.slice(0, at), decodeURIComponent(part.slice(at + 1))];
      }),
  );
}

beforeEach(() => {
  clearSession();
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the device session', () => {
  it('is none until one is saved', () => {
    expect(getSession()).toBeNull();
  });

  it('keeps the spec §3 cookies and the user, and reads them back', () => {
    const saved = headers();
    saveSession(saved, user);
    expect(getSession()).toEqual({ ...saved, user });
    expect(cookies()).toMatchObject({
      isLogin: 'true',
      'access-token': 'tok en/+=',
      client: 'c-1',
      uid: user.email,
      expiry: String(saved.expiry),
      provider_id: '3',
    });
    expect(JSON.parse(localStorage.getItem('homebid.user') ?? 'null')).toEqual(user);
  });

  it('tells its listeners of every change, until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    saveSession(headers(), user);
    updateSessionUser({ ...user, name: 'Riley Renamed' });
    clearSession();
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    saveSession(headers(), user);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('updates the stored user and, after an e-mail change, the uid', () => {
    saveSession(headers(), user);
    updateSessionUser({ ...user, name: 'Riley Renamed' });
    updateSessionUid('new@example.test');
    const session = getSession();
    expect(session?.user.name).toBe('Riley Renamed');
    expect(session?.uid).toBe('new@example.test');
    expect(cookies().uid).toBe('new@example.test');
  });

  it('is over once its expiry has passed', () => {
    const expiry = inAWeek();
    saveSession(headers(expiry), user);
    expect(getSession()).not.toBeNull();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((expiry + 60) * 1000);
    expect(getSession()).toBeNull();
  });

  it('is none without the user, without isLogin, or with a user that is not JSON', () => {
    saveSession(headers(), user);
    localStorage.removeItem('homebid.user');
    expect(getSession()).toBeNull();

    saveSession(headers(), user);
    localStorage.setItem('homebid.user', '{not json');
    expect(getSession()).toBeNull();

    saveSession(headers(), user);
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays a cookie gone missing.
    document.cookie = 'isLogin=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
    expect(getSession()).toBeNull();
  });

  it('logout forgets the cookies and every homebid.* key, and nothing else', () => {
    saveSession(headers(), user);
    localStorage.setItem('homebid.registration', '{"step":3}');
    localStorage.setItem('homebid.profile-draft', '{}');
    localStorage.setItem('another-app.key', 'kept');
    clearSession();
    expect(getSession()).toBeNull();
    expect(Object.keys(localStorage)).toEqual(['another-app.key']);
    const left = cookies();
    for (const name of ['isLogin', 'access-token', 'client', 'uid', 'expiry', 'provider_id']) {
      expect(left[name] ?? '').toBe('');
    }
  });
});

describe('readSessionHeaders', () => {
  it('takes the devise_token_auth headers of a sign-in answer', () => {
    const answer = new Headers({ 'access-token': 'a', client: 'b', uid: 'c@example.test', expiry: '1900000000' });
    expect(readSessionHeaders(answer)).toEqual({
      'access-token': 'a',
      client: 'b',
      uid: 'c@example.test',
      expiry: 1900000000,
    });
  });

  it('answers null when one of them is missing', () => {
    expect(readSessionHeaders(new Headers({ 'access-token': 'a', client: 'b' }))).toBeNull();
  });
});
