import { join, resolve } from 'node:path';
import { OTP_RESEND_PAUSE_SECONDS } from '@homebid/contracts/accounts';
import { readPostgresTls } from '@homebid/db/connection';
import { z } from 'zod';

const ZEnv = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PROCESS_ROLE: z.enum(['all', 'web', 'worker']).default('all'),
  TRUST_PROXY: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** The CA certificate(s) in PEM that the PostgreSQL server's certificate must chain to (with sslmode in DATABASE_URL). */
  DATABASE_CA_FILE: z.string().optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** The CA certificate(s) in PEM that the Redis server's certificate must chain to (with rediss://). */
  REDIS_CA_FILE: z.string().optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().default('HomeBid <no-reply@localhost>'),
  SMS_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  /** Another Stripe API origin (tests point it at a local server answering like Stripe). */
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** Path-style addresses (`endpoint/bucket/key`), as most S3-compatible servers want; `false`: `bucket.endpoint/key`. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { error: 'true or false' }).default('true'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  TIPS_VIDEO_URL: z.url({ protocol: /^https?$/ }).optional(),
  DEMO: z.enum(['0', '1']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_DAYS: z.coerce.number().positive().default(14),
  RATE_LIMIT_SIGN_IN_PER_MINUTE: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_SIGN_IN_FAILURES_PER_HOUR_PER_ADDRESS_AND_IP: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_SIGN_IN_FAILURES_PER_HOUR_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_SIGN_IN_DELAY_MAX_SECONDS: z.coerce.number().int().positive().default(300),
  RATE_LIMIT_CODES_PER_HOUR_PER_ADDRESS: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_CODES_PER_MINUTE_PER_IP: z.coerce.number().int().positive().default(10),
  OTP_TTL_MINUTES: z.coerce.number().int().positive().default(10),
  OTP_MAX_ATTEMPTS: z.coerce.number().int().positive().default(5),
  OTP_RESEND_SECONDS: z.coerce.number().int().min(0).default(OTP_RESEND_PAUSE_SECONDS),
  OTP_SECRET: z.string().min(16).optional(),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  TWILIO_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.twilio.com'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: z.url({ protocol: /^https?$/ }).default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_PLACES_API_KEY: z.string().optional(),
  GOOGLE_PLACES_API_URL: z.url({ protocol: /^https?$/ }).default('https://places.googleapis.com/v1'),
  YELP_API_KEY: z.string().optional(),
  YELP_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.yelp.com/v3'),
  /** Push services beyond the browsers' own: host names, each also covering its subdomains. */
  WEB_PUSH_HOSTS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((host) =>
          host
            .trim()
            .toLowerCase()
            .replace(/^\*?\./, ''),
        )
        .filter(Boolean),
    )
    .refine(
      (hosts) => hosts.every((host) => HOST_NAME.test(host)),
      'a comma-separated list of host names such as push.example.com (no scheme, port, path or IP address)',
    )
    .optional(),
  /** Development and tests only: a local stand-in push service (http, loopback or private addresses). */
  WEB_PUSH_ALLOW_PRIVATE_ADDRESSES: z.enum(['0', '1']).optional(),
  /** Prometheus scrapes: the Bearer token /metrics asks for (on PORT, and on METRICS_PORT too). */
  METRICS_TOKEN: z
    .string()
    .min(16, 'at least 16 characters')
    .regex(/^[\x21-\x7e]+$/, 'printable characters without spaces')
    .optional(),
  /** Prometheus scrapes: a listener of its own for /metrics, off the public origin (0: any free port). */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
});

/** A DNS name whose last label starts with a letter (so never an IPv4 address in any spelling). */
const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export type Config = ReturnType<typeof loadConfig>;

/** CONTRACT §2: everything comes from the environment and nothing is needed for a first run. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = ZEnv.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const twilioParts = [e.TWILIO_ACCOUNT_SID, e.TWILIO_AUTH_TOKEN, e.TWILIO_FROM].filter(Boolean).length;
  if (twilioParts > 0 && twilioParts < 3) {
    throw new Error(
      'Invalid configuration: TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM must be set together',
    );
  }
  const isProduction = e.NODE_ENV === 'production';
  checkTls(e);
  // The built-in key is public: in production a leaked one_time_codes table (and the password-reset
  // grant cookies) would be open to anyone who read the source.
  if (isProduction && !e.OTP_SECRET) {
    throw new Error('Invalid configuration: OTP_SECRET is required when NODE_ENV=production (16 or more characters)');
  }
  // A stand-in push service on this machine is for tests: in production it would let a subscription
  // make the server POST inside its own network.
  if (isProduction && e.WEB_PUSH_ALLOW_PRIVATE_ADDRESSES === '1') {
    throw new Error(
      'Invalid configuration: WEB_PUSH_ALLOW_PRIVATE_ADDRESSES is for development and tests; it is refused when NODE_ENV=production',
    );
  }
  // The roles share out the work through PostgreSQL; PGlite is one process's own database, so a `web`
  // process there would have no worker to run its jobs and deliver its notifications.
  if (isProduction && e.PROCESS_ROLE !== 'all' && !e.DATABASE_URL) {
    throw new Error(
      `Invalid configuration: PROCESS_ROLE=${e.PROCESS_ROLE} needs DATABASE_URL (the processes share one PostgreSQL database)`,
    );
  }
  // The metrics listener is a second server: on the public port it could not listen at all.
  if (e.METRICS_PORT && e.METRICS_PORT === e.PORT) {
    throw new Error(
      'Invalid configuration: METRICS_PORT must differ from PORT (set METRICS_TOKEN to serve /metrics on PORT)',
    );
  }
  return {
    isProduction,
    port: e.PORT,
    host: e.HOST,
    /**
     * What this process does: `all` everything; `web` the HTTP API, the web app and /cable, with no
     * scheduled jobs and no notification delivery; `worker` the jobs and the delivery, serving only
     * /api/health.
     */
    processRole: e.PROCESS_ROLE,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseCaFile: e.DATABASE_CA_FILE,
    redisUrl: e.REDIS_URL,
    redisCaFile: e.REDIS_CA_FILE,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    smsWebhookUrl: e.SMS_WEBHOOK_URL,
    stripe: { secretKey: e.STRIPE_SECRET_KEY, publishableKey: e.STRIPE_PUBLISHABLE_KEY, apiUrl: e.STRIPE_API_URL },
    s3: {
      endpoint: e.S3_ENDPOINT,
      bucket: e.S3_BUCKET,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      region: e.S3_REGION,
      forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
    },
    // Through URL, so the scheme and host are lower case (`HTTPS://Example.com` is https) and links match.
    publicUrl: new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).href.replace(/\/$/, ''),
    /** The dashboard's tips video (spec: shown only when a video url exists). */
    tipsVideoUrl: e.TIPS_VIDEO_URL,
    demo: e.DEMO ? e.DEMO === '1' : !isProduction,
    logLevel: e.LOG_LEVEL,
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    rateLimits: {
      signInPerMinute: e.RATE_LIMIT_SIGN_IN_PER_MINUTE,
      /** Failed sign-ins or code checks for one address from one client IP: then 429 for the rest of the hour. */
      signInFailuresPerHourPerAddressAndIp: e.RATE_LIMIT_SIGN_IN_FAILURES_PER_HOUR_PER_ADDRESS_AND_IP,
      /** Failures for one address from anywhere: past it each try waits a doubling delay (never a lock-out). */
      signInFailuresPerHourPerAddress: e.RATE_LIMIT_SIGN_IN_FAILURES_PER_HOUR_PER_ADDRESS,
      /** The longest of those delays. */
      signInDelayMaxSeconds: e.RATE_LIMIT_SIGN_IN_DELAY_MAX_SECONDS,
      codesPerHourPerAddress: e.RATE_LIMIT_CODES_PER_HOUR_PER_ADDRESS,
      codesPerMinutePerIp: e.RATE_LIMIT_CODES_PER_MINUTE_PER_IP,
    },
    /** One-time codes (accounts): lifetime, wrong tries allowed, pause between two codes to one address. */
    otp: {
      ttlMinutes: e.OTP_TTL_MINUTES,
      maxAttempts: e.OTP_MAX_ATTEMPTS,
      resendSeconds: e.OTP_RESEND_SECONDS,
      secret: e.OTP_SECRET,
    },
    /** Twilio's Messages API for SMS, used when the three credentials are set (and no SMS_WEBHOOK_URL). */
    twilio:
      e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
        ? {
            accountSid: e.TWILIO_ACCOUNT_SID,
            authToken: e.TWILIO_AUTH_TOKEN,
            from: e.TWILIO_FROM,
            baseUrl: e.TWILIO_API_URL.replace(/\/$/, ''),
          }
        : undefined,
    /** Google sign-in: ID tokens must be issued for this client id; unset turns Google sign-in off. */
    google: { clientId: e.GOOGLE_CLIENT_ID, jwksUrl: e.GOOGLE_JWKS_URL },
    /** Google Places and Yelp Fusion, for the review page's figures; no key means "not connected". */
    googlePlaces: { apiKey: e.GOOGLE_PLACES_API_KEY, baseUrl: e.GOOGLE_PLACES_API_URL.replace(/\/$/, '') },
    yelp: { apiKey: e.YELP_API_KEY, baseUrl: e.YELP_API_URL.replace(/\/$/, '') },
    /**
     * Web push endpoints: the operator's push-service hosts on top of the browsers' own, and whether a
     * local stand-in is allowed (http, loopback and private addresses; never in production).
     */
    webPush: {
      extraHosts: e.WEB_PUSH_HOSTS ?? [],
      allowPrivateAddresses: e.WEB_PUSH_ALLOW_PRIVATE_ADDRESSES === '1',
    },
    /**
     * Prometheus metrics (`/metrics`): with `token`, scrapes must send it as `Authorization: Bearer`,
     * and the public port serves /metrics; without it the public port answers 404. With `port`, a
     * listener of its own on `host` (127.0.0.1 unless set) serves /metrics, off the public origin.
     */
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT, host: e.METRICS_HOST },
  };
}

/** A CA file without the TLS that would use it is a mistake that would go unnoticed: refused. */
function checkTls(e: z.infer<typeof ZEnv>) {
  if (e.DATABASE_CA_FILE && !e.DATABASE_URL) {
    throw new Error('Invalid configuration: DATABASE_CA_FILE is set without DATABASE_URL');
  }
  if (e.DATABASE_URL) {
    try {
      readPostgresTls(e.DATABASE_URL, e.DATABASE_CA_FILE);
    } catch (error) {
      throw new Error(`Invalid configuration: ${(error as Error).message}`);
    }
  }
  if (e.REDIS_CA_FILE && !e.REDIS_URL?.startsWith('rediss:')) {
    throw new Error('Invalid configuration: REDIS_CA_FILE is set but REDIS_URL is not a rediss:// (TLS) URL');
  }
}

/**
 * How to open the configured database: DATABASE_URL with DATABASE_CA_FILE, or the embedded one in
 * DATA_DIR/db. The server, the operator's commands and the install moves all open it so.
 */
export function databaseOptions(config: Pick<Config, 'databaseUrl' | 'databaseCaFile' | 'dataDir'>) {
  return { url: config.databaseUrl, caFile: config.databaseCaFile, dataDir: join(config.dataDir, 'db') };
}

/** Whether this process runs the scheduled jobs and delivers the notification outbox (`all` and `worker`). */
export const runsBackgroundWork = (config: Pick<Config, 'processRole'>) => config.processRole !== 'web';

/** Whether this process serves the clients: the API, the web app and /cable (`all` and `web`). */
export const servesClients = (config: Pick<Config, 'processRole'>) => config.processRole !== 'worker';

/**
 * Whose X-Forwarded-For to believe (it decides the client IP that per-IP limits count). Unset: no
 * one, the socket's address counts; `true`: any proxy; otherwise the proxies' addresses or CIDRs,
 * comma-separated.
 */
function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === 'false') return false;
  return value === 'true' ? true : value;
}
