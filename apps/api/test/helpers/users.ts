import { randomBytes } from 'node:crypto';
import { SIGNUP_STATUS, type TSignupStatus } from '@homebid/contracts/auth';
import { USER_TYPE } from '@homebid/contracts/common';
import type { Database } from '@homebid/db/client';
import { providers, users } from '@homebid/db/schema';
import { expect } from 'vitest';
import { hashPassword } from '../../src/lib/passwords';
import type { App } from './build-test-app';

export const TEST_PASSWORD = 'Secret-pass-123';

export interface CreateUserOptions {
  role: 'provider' | 'customer';
  email?: string;
  password?: string;
  name?: string;
  mobileNumber?: string;
  signupStatus?: TSignupStatus;
}

export interface CreatedUser {
  id: number;
  providerId: number | null;
  email: string;
  password: string;
  userType: 1 | 2;
}

let mobileCounter = 0;
/** A 10-digit number no other test user of this process has (the worker's pid keeps files apart). */
const uniqueMobileNumber = () =>
  `2${String(process.pid % 1000).padStart(3, '0')}${String(++mobileCounter).padStart(6, '0')}`;

/** One Argon2 hash per password per worker: a user inserted here needs a valid hash, not a salt of its own. */
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

/** Inserts a confirmed user straight into the database (a provider gets its providers row too). */
export async function createUser(db: Database, options: CreateUserOptions): Promise<CreatedUser> {
  const email = options.email ?? `${options.role}-${randomBytes(5).toString('hex')}@example.com`;
  const password = options.password ?? TEST_PASSWORD;
  const userType = options.role === 'provider' ? USER_TYPE.provider : USER_TYPE.customer;
  const [user] = await db
    .insert(users)
    .values({
      userType,
      name: options.name ?? (options.role === 'provider' ? 'Pat Provider' : 'Casey Customer'),
      email,
      // Confirmed mobile numbers are unique per role: each user gets its own unless one is given.
      mobileNumber: options.mobileNumber ?? uniqueMobileNumber(),
      passwordHash: await hashOnce(password),
      signupStatus: options.signupStatus ?? SIGNUP_STATUS.completed,
      confirmedAt: new Date(),
    })
    .returning();
  let providerId: number | null = null;
  if (options.role === 'provider') {
    const [provider] = await db
      .insert(providers)
      .values({ userId: user.id, companyName: 'Test Home Services', zipcode: '10001' })
      .returning();
    providerId = provider.id;
  }
  return { id: user.id, providerId, email, password, userType };
}

/** The headers every signed-in call sends (CONTRACT §4). */
export interface SessionHeaders {
  'access-token': string;
  client: string;
  uid: string;
  [name: string]: string;
}

/** Signs in through the API and answers the session headers for later calls. */
export async function signIn(
  app: App,
  user: Pick<CreatedUser, 'email' | 'password' | 'userType'>,
): Promise<SessionHeaders> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign_in.json',
    payload: { email: user.email, password: user.password, user_type: user.userType },
  });
  expect(response.statusCode, response.body).toBe(200);
  const header = (name: string) => {
    const value = response.headers[name];
    if (typeof value !== 'string' || !value) throw new Error(`sign-in answered no ${name} header`);
    return value;
  };
  return {
    'access-token': header('access-token'),
    client: header('client'),
    uid: header('uid'),
    is_provider: String(user.userType === USER_TYPE.provider),
  };
}
