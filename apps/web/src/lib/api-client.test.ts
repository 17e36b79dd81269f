import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TSessionUser } from '@homebid/contracts/auth';
import { apiMessages } from '@homebid/contracts/messages';
import type { Window as HappyDOMWindow } from 'happy-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiCall, apiCallWithHeaders, setSessionEndedHandler } from './api-client';
import * as endpoints from './endpoints.gen';
import { clearSession, getSession, saveSession } from './session';

// The typed client against a real HTTP server on 127.0.0.1: each test says what the server answers
// and reads what the client sent. The page's origin is the server's, as in the portal.

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Puts the page at `url` (happy-dom's own call; a browser would navigate there). */
const setPageUrl = (url: string) => (window as unknown as HappyDOMWindow).happyDOM.setURL(url);

let server: Server;
let origin = '';
let answer: Answer = { status: 200, body: {} };
let received: Received[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      response.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  setPageUrl(`${origin}/my-works`);
  received = [];
  answer = { status: 200, body: {} };
  clearSession();
});

afterEach(() => {
  setSessionEndedHandler(() => {});
});

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

function signIn() {
  const expiry = Math.floor(Date.now() / 1000) + 3600;
  saveSession({ 'access-token': 'token-1', client: 'client-1', uid: user.email, expiry }, user);
}

const album = {
  id: 5,
  name: 'Kitchen',
  provider_id: 3,
  created_at: '2026-01-05T10:00:00.000Z',
  updated_at: '2026-01-05T10:00:00.000Z',
  cover_thumbnail_url: null,
  files_count: 0,
};
const envelope = (data: unknown) => ({ code: 200, message: 'OK', data });

/** What a call threw (it must throw). */
async function failureOf(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error('the call did not fail');
}

describe('requests', () => {
  it('builds the path under /api with each parameter URL-encoded', async () => {
    answer = { status: 404, body: { code: 404, message: 'Not found', errors: ['Not found'] } };
    await failureOf(apiCall(endpoints.getAlbum, { params: { id: 'a b/c?d' } }));
    expect(received[0].method).toBe('GET');
    expect(received[0].url).toBe('/api/album/a%20b%2Fc%3Fd');
  });

  it('puts the query in the URL, encoded, leaving out what is undefined', async () => {
    answer = { status: 200, body: envelope({ city_list: [] }) };
    await apiCall(endpoints.searchLocations, { query: { search: 'San Fran&cisco=1' } });
    const url = new URL(received[0].url, origin);
    expect(url.pathname).toBe('/api/get_locations');
    expect(url.search).toBe('?search=San+Fran%26cisco%3D1');
    expect([...url.searchParams]).toEqual([['search', 'San Fran&cisco=1']]);

    await apiCall(endpoints.searchLocations, { query: { search: undefined } });
    expect(received[1].url).toBe('/api/get_locations');
  });

  it('signed out, sends is_provider and accept, and no session headers', async () => {
    answer = { status: 200, body: envelope({ google_client_id: null }) };
    await apiCall(endpoints.getAuthProviders);
    const { headers } = received[0];
    expect(headers.is_provider).toBe('true');
    expect(headers.accept).toBe('application/json');
    expect(headers['access-token']).toBeUndefined();
    expect(headers.client).toBeUndefined();
    expect(headers.uid).toBeUndefined();
  });

  it('signed in, sends the session headers, and a body as JSON', async () => {
    signIn();
    answer = { status: 200, body: envelope({ album }) };
    await apiCall(endpoints.createAlbum, { body: { album: { name: 'Kitchen' } } });
    const [request] = received;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/album');
    expect(request.headers).toMatchObject({
      'access-token': 'token-1',
      client: 'client-1',
      uid: user.email,
      is_provider: 'true',
      'content-type': 'application/json',
    });
    expect(JSON.parse(request.body)).toEqual({ album: { name: 'Kitchen' } });
  });

  it("says is_provider by the session's role: false for a customer session", async () => {
    const expiry = Math.floor(Date.now() / 1000) + 3600;
    saveSession(
      { 'access-token': 'token-2', client: 'client-2', uid: 'casey@example.test', expiry },
      {
        ...user,
        provider_id: null,
        email: 'casey@example.test',
        user_type: 1,
      },
    );
    answer = { status: 200, body: envelope({ google_client_id: null }) };
    await apiCall(endpoints.getAuthProviders);
    expect(received[0].headers).toMatchObject({ 'access-token': 'token-2', is_provider: 'false' });
  });

  it('sends the extra headers a call asks for (Idempotency-Key) beside the session', async () => {
    signIn();
    answer = { status: 200, body: envelope({ album }) };
    await apiCall(endpoints.createAlbum, {
      body: { album: { name: 'Kitchen' } },
      headers: { 'Idempotency-Key': 'key-123' },
    });
    expect(received[0].headers).toMatchObject({ 'idempotency-key': 'key-123', 'access-token': 'token-1' });
  });
});

describe('answers', () => {
  it('answers the typed success body, and the headers with apiCallWithHeaders', async () => {
    signIn();
    answer = { status: 200, body: envelope({ album: [album] }), headers: { 'x-answer': 'yes' } };
    const body = await apiCall(endpoints.listAlbums);
    expect(body.data.album[0].name).toBe('Kitchen');
    expect(body).toEqual(envelope({ album: [album] }));

    const { body: again, headers } = await apiCallWithHeaders(endpoints.listAlbums);
    expect(again.data.album).toHaveLength(1);
    expect(headers.get('x-answer')).toBe('yes');
  });

  it("throws ApiError with the envelope's messages", async () => {
    answer = {
      status: 422,
      body: { code: 422, message: 'Enter album name', errors: ['Enter album name', 'Another problem'] },
    };
    signIn();
    const error = await failureOf(apiCall(endpoints.createAlbum, { body: { album: { name: '' } } }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'Enter album name', retryAfterSeconds: null });
    expect((error as ApiError).errors).toEqual(['Enter album name', 'Another problem']);
  });

  it('takes retryAfterSeconds from Retry-After on a 429', async () => {
    answer = {
      status: 429,
      body: { code: 429, message: 'Too many requests', errors: ['Too many requests'] },
      headers: { 'retry-after': '17' },
    };
    const error = await failureOf(
      apiCall(endpoints.signIn, { body: { email: 'riley@example.test', password: 'secret-1' } }),
    );
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 17, errors: ['Too many requests'] });
  });

  it('a failure without an envelope says the server failed', async () => {
    answer = { status: 502 };
    const error = await failureOf(apiCall(endpoints.getAuthProviders));
    expect(error).toMatchObject({ status: 502, message: apiMessages.serverError });
  });

  it('an unreachable server is ApiError 0 with the offline message', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    setPageUrl(`http://127.0.0.1:${port}/login`);
    const error = await failureOf(apiCall(endpoints.getAuthProviders));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: apiMessages.offline });
  });

  it('in test mode, an answer outside its contract schema throws', async () => {
    signIn();
    answer = { status: 200, body: envelope({ album: [{ id: 'five' }] }) };
    const error = await failureOf(apiCall(endpoints.listAlbums));
    expect(error).not.toBeInstanceOf(ApiError);
    expect(String(error)).toContain('listAlbums answered 200 in a shape its contract does not allow');
  });
});

describe('the session on 401 and 403', () => {
  it('a 401 on a signed-in call forgets the session and calls the handler', async () => {
    signIn();
    localStorage.setItem('homebid.registration', '{"step":3}');
    const ended = vi.fn();
    setSessionEndedHandler(ended);
    answer = { status: 401, body: { code: 401, message: 'Unauthorized', errors: ['Unauthorized'] } };
    const error = await failureOf(apiCall(endpoints.listAlbums));
    expect(error).toMatchObject({ status: 401 });
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('homebid.registration')).toBeNull();
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('a 403 keeps the session: it is about the call, not the device', async () => {
    signIn();
    const ended = vi.fn();
    setSessionEndedHandler(ended);
    answer = { status: 403, body: { code: 403, message: 'Forbidden', errors: ['Forbidden'] } };
    await failureOf(apiCall(endpoints.listAlbums));
    expect(getSession()).not.toBeNull();
    expect(ended).not.toHaveBeenCalled();
  });

  it("a public call's 401 (a wrong password) keeps the session", async () => {
    signIn();
    const ended = vi.fn();
    setSessionEndedHandler(ended);
    answer = {
      status: 401,
      body: { code: 401, message: 'Invalid login credentials', errors: ['Invalid login credentials'] },
    };
    const error = await failureOf(
      apiCall(endpoints.signIn, { body: { email: 'riley@example.test', password: 'wrong-pass' } }),
    );
    expect(error).toMatchObject({ status: 401, message: 'Invalid login credentials' });
    expect(getSession()).not.toBeNull();
    expect(ended).not.toHaveBeenCalled();
  });

  it('a 401 while signed out calls no handler', async () => {
    const ended = vi.fn();
    setSessionEndedHandler(ended);
    answer = { status: 401, body: { code: 401, message: 'Unauthorized', errors: ['Unauthorized'] } };
    await failureOf(apiCall(endpoints.listAlbums));
    expect(ended).not.toHaveBeenCalled();
  });
});
