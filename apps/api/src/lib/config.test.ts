import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, runsBackgroundWork, servesClients } from './config';

/** The least a production start needs. */
const PRODUCTION = { NODE_ENV: 'production', OTP_SECRET: 'production-otp-secret-0123' } as const;

describe('loadConfig', () => {
  it('needs nothing for a first run (CONTRACT §2 defaults)', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toBe(resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.smsWebhookUrl).toBeUndefined();
    expect(config.stripe).toEqual({ secretKey: undefined, publishableKey: undefined });
    expect(config.s3.endpoint).toBeUndefined();
    expect(config.mailFrom).toBe('HomeBid <no-reply@localhost>');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.demo).toBe(true);
    expect(config.isProduction).toBe(false);
    expect(config.logLevel).toBe('info');
    expect(config.sessionTtlMs).toBe(14 * 24 * 60 * 60 * 1000);
  });

  it('reads the variables that are set', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/var/lib/homebid',
      DATABASE_URL: 'postgres://homebid:secret@db.internal:5432/homebid',
      REDIS_URL: 'redis://127.0.0.1:6379',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'HomeBid <hello@homebid.example>',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      LOG_LEVEL: 'warn',
    });
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe('/var/lib/homebid');
    expect(config.databaseUrl).toBe('postgres://homebid:secret@db.internal:5432/homebid');
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(config.smtpUrl).toBe('smtp://127.0.0.1:2525');
    expect(config.mailFrom).toBe('HomeBid <hello@homebid.example>');
    expect(config.stripe).toEqual({ secretKey: 'sk_test_x', publishableKey: 'pk_test_x' });
    expect(config.logLevel).toBe('warn');
  });

  it('derives PUBLIC_URL from PORT when unset, and drops a trailing slash when set', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://pro.homebid.example/' }).publicUrl).toBe('https://pro.homebid.example');
    expect(loadConfig({ PUBLIC_URL: 'HTTPS://Pro.HomeBid.example/' }).publicUrl).toBe('https://pro.homebid.example');
    expect(loadConfig({ PUBLIC_URL: 'https://pro.homebid.example', PORT: '9000' }).publicUrl).toBe(
      'https://pro.homebid.example',
    );
  });

  it('turns the demo data on unless NODE_ENV=production, and DEMO decides when set', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).demo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).demo).toBe(true);
    expect(loadConfig({ ...PRODUCTION }).demo).toBe(false);
    expect(loadConfig({ ...PRODUCTION }).isProduction).toBe(true);
    expect(loadConfig({ DEMO: '0' }).demo).toBe(false);
    expect(loadConfig({ DEMO: '1' }).demo).toBe(true);
    expect(loadConfig({ ...PRODUCTION, DEMO: '1' }).demo).toBe(true);
    expect(loadConfig({ ...PRODUCTION, DEMO: '0' }).demo).toBe(false);
  });

  it('refuses to start in production without OTP_SECRET, as for any missing secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrowError(
      /^Invalid configuration: OTP_SECRET is required when NODE_ENV=production/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', OTP_SECRET: '' })).toThrowError(/OTP_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', OTP_SECRET: 'too-short' })).toThrowError(
      /^Invalid configuration: .*OTP_SECRET/,
    );
    expect(loadConfig({ ...PRODUCTION }).otp.secret).toBe(PRODUCTION.OTP_SECRET);
    // Outside production the built-in key still serves a first run.
    expect(loadConfig({ NODE_ENV: 'development' }).otp.secret).toBeUndefined();
  });

  it('reads the one-time-code and sign-in limits, with their defaults', () => {
    const defaults = loadConfig({});
    expect(defaults.otp).toEqual({ ttlMinutes: 10, maxAttempts: 5, resendSeconds: 30, secret: undefined });
    expect(defaults.rateLimits).toEqual({
      signInPerMinute: 20,
      signInFailuresPerHourPerAddressAndIp: 10,
      signInFailuresPerHourPerAddress: 20,
      signInDelayMaxSeconds: 300,
      codesPerHourPerAddress: 10,
      codesPerMinutePerIp: 10,
    });
    const set = loadConfig({
      RATE_LIMIT_SIGN_IN_FAILURES_PER_HOUR_PER_ADDRESS_AND_IP: '5',
      RATE_LIMIT_SIGN_IN_FAILURES_PER_HOUR_PER_ADDRESS: '40',
      RATE_LIMIT_SIGN_IN_DELAY_MAX_SECONDS: '60',
      OTP_RESEND_SECONDS: '45',
    });
    expect(set.rateLimits).toMatchObject({
      signInFailuresPerHourPerAddressAndIp: 5,
      signInFailuresPerHourPerAddress: 40,
      signInDelayMaxSeconds: 60,
    });
    expect(set.otp.resendSeconds).toBe(45);
    expect(() => loadConfig({ RATE_LIMIT_SIGN_IN_DELAY_MAX_SECONDS: '0' })).toThrowError(
      /RATE_LIMIT_SIGN_IN_DELAY_MAX_SECONDS/,
    );
  });

  it('treats an empty variable as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '', DEMO: '', PUBLIC_URL: '' });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.demo).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('throws a readable error naming the variable for an invalid DATABASE_URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrowError(/^Invalid configuration: .*DATABASE_URL/);
    try {
      loadConfig({ DATABASE_URL: 'not a url' });
    } catch (error) {
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).not.toMatch(/\{|\[|ZodError/);
    }
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DEMO', 'yes'],
    ['LOG_LEVEL', 'loud'],
    ['PUBLIC_URL', 'pro.homebid.example'],
    ['REDIS_URL', 'not a url'],
    ['PUBLIC_URL', 'localhost:3000'],
    ['DATABASE_URL', 'localhost:5432'],
    ['SMTP_URL', 'http://mail.example'],
  ])('refuses %s=%s with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrowError(new RegExp(`Invalid configuration: .*${name}`));
  });

  it('reads the extra push-service hosts and refuses what is not a host name', () => {
    expect(loadConfig({}).webPush).toEqual({ extraHosts: [], allowPrivateAddresses: false });
    expect(loadConfig({ WEB_PUSH_HOSTS: ' Push.Example.com, *.notify.example.net ,' }).webPush.extraHosts).toEqual([
      'push.example.com',
      'notify.example.net',
    ]);
    for (const value of [
      'https://push.example.com',
      'push.example.com:443',
      '127.0.0.1',
      '2130706433',
      '[::1]',
      'a/b',
    ]) {
      expect(() => loadConfig({ WEB_PUSH_HOSTS: value })).toThrowError(/Invalid configuration: .*WEB_PUSH_HOSTS/);
    }
  });

  it('allows a local stand-in push service outside production only', () => {
    expect(loadConfig({ WEB_PUSH_ALLOW_PRIVATE_ADDRESSES: '1' }).webPush.allowPrivateAddresses).toBe(true);
    expect(() => loadConfig({ ...PRODUCTION, WEB_PUSH_ALLOW_PRIVATE_ADDRESSES: '1' })).toThrowError(
      /Invalid configuration: WEB_PUSH_ALLOW_PRIVATE_ADDRESSES .*NODE_ENV=production/,
    );
    expect(loadConfig({ ...PRODUCTION, WEB_PUSH_ALLOW_PRIVATE_ADDRESSES: '0' }).webPush.allowPrivateAddresses).toBe(
      false,
    );
  });

  it('reads PROCESS_ROLE (all by default) and refuses another value', () => {
    expect(loadConfig({}).processRole).toBe('all');
    expect(loadConfig({ PROCESS_ROLE: 'web' }).processRole).toBe('web');
    expect(loadConfig({ PROCESS_ROLE: 'worker' }).processRole).toBe('worker');
    expect(() => loadConfig({ PROCESS_ROLE: 'scheduler' })).toThrowError(/^Invalid configuration: PROCESS_ROLE: /);
    expect([runsBackgroundWork, servesClients].map((has) => has(loadConfig({})))).toEqual([true, true]);
    expect([runsBackgroundWork, servesClients].map((has) => has(loadConfig({ PROCESS_ROLE: 'web' })))).toEqual([
      false,
      true,
    ]);
    expect([runsBackgroundWork, servesClients].map((has) => has(loadConfig({ PROCESS_ROLE: 'worker' })))).toEqual([
      true,
      false,
    ]);
  });

  it('refuses a web or worker role in production without a shared PostgreSQL database', () => {
    for (const role of ['web', 'worker']) {
      expect(() => loadConfig({ ...PRODUCTION, PROCESS_ROLE: role })).toThrowError(
        `Invalid configuration: PROCESS_ROLE=${role} needs DATABASE_URL`,
      );
      const shared = { ...PRODUCTION, PROCESS_ROLE: role, DATABASE_URL: 'postgres://homebid@db.internal/homebid' };
      expect(loadConfig(shared).processRole).toBe(role);
    }
    expect(loadConfig({ ...PRODUCTION }).processRole).toBe('all');
  });

  it('keeps /metrics off the public origin unless METRICS_TOKEN or METRICS_PORT says otherwise', () => {
    expect(loadConfig({}).metrics).toEqual({ token: undefined, port: undefined, host: '127.0.0.1' });
    const token = 'a-scrape-token-of-32-characters!';
    expect(loadConfig({ METRICS_TOKEN: token, METRICS_PORT: '9464' }).metrics).toEqual({
      token,
      port: 9464,
      host: '127.0.0.1',
    });
    expect(loadConfig({ METRICS_PORT: '0', METRICS_HOST: '0.0.0.0' }).metrics).toEqual({
      token: undefined,
      port: 0,
      host: '0.0.0.0',
    });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrowError(/METRICS_TOKEN: at least 16 characters/);
    expect(() => loadConfig({ METRICS_TOKEN: 'sixteen or more but spaced' })).toThrowError(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrowError(/METRICS_PORT/);
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrowError(
      'Invalid configuration: METRICS_PORT must differ from PORT',
    );
  });

  it('reads the managed services: CA files beside TLS URLs, the S3 region and addressing style', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://homebid:secret@db.internal:5432/homebid?sslmode=verify-full',
      DATABASE_CA_FILE: '/etc/homebid/db-ca.pem',
      REDIS_URL: 'rediss://default:secret@cache.internal:6380',
      REDIS_CA_FILE: '/etc/homebid/redis-ca.pem',
      S3_REGION: 'eu-west-3',
      S3_FORCE_PATH_STYLE: 'false',
    });
    expect(config.databaseCaFile).toBe('/etc/homebid/db-ca.pem');
    expect(config.redisCaFile).toBe('/etc/homebid/redis-ca.pem');
    expect(config.s3).toMatchObject({ region: 'eu-west-3', forcePathStyle: false });
    expect(loadConfig({}).s3).toMatchObject({ region: 'us-east-1', forcePathStyle: true });
    expect(() => loadConfig({ S3_FORCE_PATH_STYLE: 'yes' })).toThrowError(/S3_FORCE_PATH_STYLE: true or false/);
  });

  it('refuses TLS settings it could not honour, or that nothing would use', () => {
    const url = 'postgres://homebid:secret@db.internal/homebid';
    expect(() => loadConfig({ DATABASE_URL: `${url}?sslmode=prefer` })).toThrowError(
      /^Invalid configuration: DATABASE_URL: sslmode=prefer is not supported/,
    );
    expect(() => loadConfig({ DATABASE_URL: `${url}?ssl=true` })).toThrowError(/use sslmode=verify-full/);
    expect(() => loadConfig({ DATABASE_URL: url, DATABASE_CA_FILE: '/ca.pem' })).toThrowError(
      /DATABASE_CA_FILE is set but DATABASE_URL asks for no TLS/,
    );
    expect(() => loadConfig({ DATABASE_CA_FILE: '/ca.pem' })).toThrowError(
      /DATABASE_CA_FILE is set without DATABASE_URL/,
    );
    expect(() => loadConfig({ REDIS_URL: 'redis://cache.internal:6379', REDIS_CA_FILE: '/ca.pem' })).toThrowError(
      /REDIS_CA_FILE is set but REDIS_URL is not a rediss:\/\/ \(TLS\) URL/,
    );
  });

  it('names every invalid variable at once', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'nope' })).toThrowError(
      /PORT.*DATABASE_URL|DATABASE_URL.*PORT/,
    );
  });

  it('ignores variables it does not know', () => {
    expect(() => loadConfig({ PATH: '/usr/bin', SOMETHING_ELSE: 'x' })).not.toThrow();
  });
});
