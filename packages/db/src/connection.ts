import { readFileSync } from 'node:fs';
import type { ConnectionOptions } from 'node:tls';
import type pg from 'pg';

/** libpq's TLS modes that node-postgres can honour (`prefer` and `allow` fall back to plain text, which it cannot). */
export const SSL_MODES = ['disable', 'require', 'verify-ca', 'verify-full'] as const;
export type SslMode = (typeof SSL_MODES)[number];

export interface PostgresTls {
  /** `disable` also when the URL names no sslmode. */
  mode: SslMode;
  /** The CA certificate(s) the server's certificate must chain to; Node's trusted roots when absent. */
  caFile?: string;
  /** A client certificate and its key (`sslcert`, `sslkey` in the URL). */
  certFile?: string;
  keyFile?: string;
}

// node-postgres reads these from the URL with its own meanings (`require` checks the host name, for
// one), and they would override the TLS options given beside the URL: every one is read here instead.
const TLS_PARAMETERS = ['sslmode', 'sslrootcert', 'sslcert', 'sslkey', 'uselibpqcompat'];
const REFUSED_PARAMETERS: Record<string, string> = {
  ssl: 'use sslmode=verify-full (or require, verify-ca) instead of ssl',
  sslnegotiation: 'sslnegotiation is not supported',
  sslpassword: 'an encrypted client key (sslpassword) is not supported',
};

/**
 * The TLS a postgres:// URL asks for, with libpq's meanings: `require` encrypts and, with a CA file,
 * checks the certificate's chain; `verify-ca` checks the chain; `verify-full` the chain and the host
 * name. `caFile` (DATABASE_CA_FILE) is the CA when the URL names no `sslrootcert`. Throws a readable
 * error for what it cannot honour; reads no file.
 */
export function readPostgresTls(url: string, caFile?: string): PostgresTls {
  const params = new URL(url).searchParams;
  for (const [name, why] of Object.entries(REFUSED_PARAMETERS)) {
    if (params.has(name)) throw new Error(`DATABASE_URL: ${why}`);
  }
  const given = params.get('sslmode') ?? undefined;
  if (given !== undefined && !(SSL_MODES as readonly string[]).includes(given)) {
    throw new Error(
      `DATABASE_URL: sslmode=${given} is not supported; use ${SSL_MODES.join(', ')} (prefer and allow would fall back to an unencrypted connection)`,
    );
  }
  const mode = (given ?? 'disable') as SslMode;
  const rootCert = params.get('sslrootcert') ?? undefined;
  if (rootCert && caFile && rootCert !== caFile) {
    throw new Error('DATABASE_URL names an sslrootcert and DATABASE_CA_FILE another file: set only one');
  }
  const tls: PostgresTls = {
    mode,
    caFile: rootCert ?? caFile,
    certFile: params.get('sslcert') ?? undefined,
    keyFile: params.get('sslkey') ?? undefined,
  };
  if (mode === 'disable' && (tls.caFile || tls.certFile || tls.keyFile)) {
    const what = tls.caFile ? (caFile ? 'DATABASE_CA_FILE' : 'sslrootcert') : 'a client certificate';
    throw new Error(
      `${what} is set but DATABASE_URL asks for no TLS: add sslmode=verify-full (or require, verify-ca) to the URL`,
    );
  }
  if (Boolean(tls.certFile) !== Boolean(tls.keyFile)) {
    throw new Error('DATABASE_URL: sslcert and sslkey go together');
  }
  return tls;
}

/**
 * node-postgres's settings for a postgres:// URL and its TLS (readPostgresTls): what the pool, the
 * migration lock and every other connection use, so they all connect alike.
 */
export function postgresConnection(url: string, caFile?: string): pg.ClientConfig {
  const tls = readPostgresTls(url, caFile);
  const bare = new URL(url);
  const present = TLS_PARAMETERS.filter((name) => bare.searchParams.has(name));
  for (const name of present) bare.searchParams.delete(name);
  return { connectionString: present.length ? bare.toString() : url, ssl: tlsOptions(tls) };
}

function tlsOptions(tls: PostgresTls): false | ConnectionOptions {
  if (tls.mode === 'disable') return false;
  const options: ConnectionOptions = {
    ca: tls.caFile ? readPem(tls.caFile, 'the CA file') : undefined,
    cert: tls.certFile ? readPem(tls.certFile, 'sslcert') : undefined,
    key: tls.keyFile ? readPem(tls.keyFile, 'sslkey') : undefined,
  };
  if (tls.mode === 'verify-full') return options;
  // libpq's require without a CA: encrypted, but any certificate is accepted.
  if (tls.mode === 'require' && !tls.caFile) return { ...options, rejectUnauthorized: false };
  // verify-ca, and require with a CA: the chain is checked, the host name is not.
  return { ...options, checkServerIdentity: () => undefined };
}

/** A PEM file's text, or an error that names the file and why it could not be read. */
export function readPem(path: string, what: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`${what} ${path} cannot be read: ${(error as Error).message}`);
  }
}

/** Where a URL points, for messages: `host:port/database` without user or password. */
export function describePostgres(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
}
