import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ConnectionOptions } from 'node:tls';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresConnection, readPostgresTls } from './connection';

const URL = 'postgres://homebid:s%40cret@db.internal:5432/homebid';

describe('postgresConnection', () => {
  const dir = mkdtempSync(join(tmpdir(), 'homebid-connection-'));
  const caFile = join(dir, 'ca.pem');
  writeFileSync(caFile, '-----BEGIN CERTIFICATE-----\ntest\n-----END CERTIFICATE-----\n');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const tlsOf = (url: string, ca?: string) => postgresConnection(url, ca).ssl as false | ConnectionOptions;
  const checksHostName = (tls: ConnectionOptions) => tls.checkServerIdentity === undefined;

  it('connects without TLS when the URL names no sslmode, or sslmode=disable', () => {
    expect(postgresConnection(URL)).toEqual({ connectionString: URL, ssl: false });
    expect(tlsOf(`${URL}?sslmode=disable`)).toBe(false);
  });

  it('takes the TLS parameters out of the URL, so node-postgres cannot read them its own way', () => {
    const { connectionString } = postgresConnection(
      `${URL}?sslmode=verify-ca&sslrootcert=${encodeURIComponent(caFile)}&application_name=homebid`,
    );
    expect(connectionString).toBe(`${URL}?application_name=homebid`);
  });

  it('verify-full: the chain against the CA file and the host name', () => {
    const tls = tlsOf(`${URL}?sslmode=verify-full`, caFile) as ConnectionOptions;
    expect(tls.ca).toContain('BEGIN CERTIFICATE');
    expect(tls.rejectUnauthorized).not.toBe(false);
    expect(checksHostName(tls)).toBe(true);
    // Without a CA file, against Node's trusted roots.
    expect(tlsOf(`${URL}?sslmode=verify-full`)).toEqual({ ca: undefined, cert: undefined, key: undefined });
  });

  it('verify-ca, and require with a CA: the chain, not the host name', () => {
    for (const mode of ['verify-ca', 'require']) {
      const tls = tlsOf(`${URL}?sslmode=${mode}`, caFile) as ConnectionOptions;
      expect(tls.ca).toContain('BEGIN CERTIFICATE');
      expect(tls.rejectUnauthorized).not.toBe(false);
      expect(checksHostName(tls)).toBe(false);
    }
  });

  it('require without a CA: encrypted, any certificate accepted (as libpq)', () => {
    expect(tlsOf(`${URL}?sslmode=require`)).toMatchObject({ rejectUnauthorized: false });
  });

  it("takes the URL's sslrootcert as the CA file, and refuses two different ones", () => {
    const tls = tlsOf(`${URL}?sslmode=verify-full&sslrootcert=${encodeURIComponent(caFile)}`) as ConnectionOptions;
    expect(tls.ca).toContain('BEGIN CERTIFICATE');
    expect(() => readPostgresTls(`${URL}?sslmode=verify-full&sslrootcert=/a.pem`, '/b.pem')).toThrowError(
      /set only one/,
    );
  });

  it('names the CA file it cannot read', () => {
    expect(() => postgresConnection(`${URL}?sslmode=verify-full`, join(dir, 'missing.pem'))).toThrowError(
      /the CA file .*missing\.pem cannot be read: ENOENT/,
    );
  });

  it.each([
    ['sslmode=prefer', /sslmode=prefer is not supported/],
    ['sslmode=allow', /sslmode=allow is not supported/],
    ['sslmode=no-verify', /sslmode=no-verify is not supported/],
    ['ssl=true', /use sslmode=verify-full/],
    ['sslmode=require&sslcert=/c.pem', /sslcert and sslkey go together/],
  ])('refuses %s', (query, message) => {
    expect(() => readPostgresTls(`${URL}?${query}`)).toThrowError(message);
  });

  it('refuses a CA file when the URL asks for no TLS', () => {
    expect(() => readPostgresTls(URL, caFile)).toThrowError(/DATABASE_CA_FILE is set but DATABASE_URL asks for no TLS/);
  });
});
